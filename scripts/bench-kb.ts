/**
 * `pnpm bench:kb`: the knowledge base on its own embedded PostgreSQL.
 * Prints:
 * - retrieval_p50 / retrieval_p95: simple search (searchKnowledge, full text + trigram) for one
 *   agent's paraphrased questions over 100,000 chunks of 20 agents (target p95 < 30 ms)
 * - ingest_pages_per_second: a crawl of the local bike shop site (200 generated pages and the built-in
 *   ones) through ingestSource + crawlSite, pages stored per second (target >= 20)
 * - ingest_docs_mb_per_second: generated documents (TXT, Markdown, HTML, PDF, DOCX) through
 *   extractDocument + storePage, megabytes of files per second (info)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  crawlSite,
  createLocalStorage,
  extractDocument,
  ingestSource,
  loadKnowledgeStats,
  searchKnowledge,
  storePage,
} from "@parlo/core";
import { createRegionalDb, randomString, type Db, type RegionalDb } from "@parlo/db";
import { freePort } from "@parlo/db/bootstrap";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { buildDocx, buildPdf, startBikeShopSite } from "@parlo/testing";
import { BENCH_QUESTIONS, benchChunk, seeded } from "./bench-kb-corpus";
import { prepareDatabases } from "./stack/databases";
import { percentile, reportAndExit, type BenchResult } from "./stack/bench-results";

const TARGETS = { retrievalP95Ms: 30, pagesPerSecond: 20 };
const SITE_PAGES = 200;
const DOCUMENTS = 25;
const AGENTS = 20;
const CHUNKS = 100_000;
const CHUNKS_PER_PAGE = 5;
const INSERT_BATCH = 2_500;
const WARM_UP = 20;
const QUERIES = 200;

const newId = () => randomString(20);

/** An agent's source, its pages and `count` chunks, in batches of multi-row INSERTs (unnest). */
async function insertKnowledge(db: Db, agent: { id: string; ownerId: string }, agentIndex: number, count: number) {
  const random = seeded(1000 + agentIndex);
  const source = await db.knowledgeSource.create({
    data: {
      id: newId(),
      agentId: agent.id,
      workspaceId: agent.ownerId,
      sourceType: "url",
      name: "Bench site",
      status: "SUCCESS",
    },
  });
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, count - start);
    const pages: Record<"id" | "url" | "title", string[]> = { id: [], url: [], title: [] };
    const chunks: Record<"id" | "pageId" | "title" | "url" | "content", string[]> & { position: number[] } = {
      id: [],
      pageId: [],
      position: [],
      title: [],
      url: [],
      content: [],
    };
    let pageId = "";
    for (let i = 0; i < size; i++) {
      const index = start + i;
      const chunk = benchChunk(agentIndex, index, random);
      if (index % CHUNKS_PER_PAGE === 0) {
        pageId = newId();
        pages.id.push(pageId);
        pages.url.push(chunk.url);
        pages.title.push(chunk.title);
      }
      chunks.id.push(newId());
      chunks.pageId.push(pageId);
      chunks.position.push(index % CHUNKS_PER_PAGE);
      chunks.title.push(chunk.title);
      chunks.url.push(chunk.url);
      chunks.content.push(chunk.content);
    }
    await db.$executeRaw`
      INSERT INTO "KnowledgePage" ("id", "sourceId", "url", "title", "contentHash", "charCount")
      SELECT p."id", ${source.id}, p."url", p."title", md5(p."url"), 0
      FROM unnest(${pages.id}::text[], ${pages.url}::text[], ${pages.title}::text[]) AS p("id", "url", "title")`;
    await db.$executeRaw`
      INSERT INTO "KnowledgeChunk" ("id", "sourceId", "pageId", "agentId", "position", "title", "url", "content", "charCount")
      SELECT c."id", ${source.id}, c."pageId", ${agent.id}, c."position", c."title", c."url", c."content", char_length(c."content")
      FROM unnest(${chunks.id}::text[], ${chunks.pageId}::text[], ${chunks.position}::int[], ${chunks.title}::text[],
                  ${chunks.url}::text[], ${chunks.content}::text[]) AS c("id", "pageId", "position", "title", "url", "content")`;
  }
}

/** A workspace and agent for the ingestion figures, with room for all the knowledge they store. */
async function ingestionAgent(db: RegionalDb, name: string) {
  const eu = db.for("eu");
  const { workspace } = await createTestUser(eu, { displayName: name });
  await eu.workspace.update({
    where: { id: workspace.id },
    data: { customPlan: { limits: { maxKbDocsCharCount: 1_000_000_000 } } },
  });
  return createTestAgent(eu, workspace, name);
}

/** ingest_pages_per_second: the fixture site crawled and stored by a real ingestion run. */
async function benchCrawl(db: RegionalDb, filesDir: string): Promise<BenchResult> {
  const site = await startBikeShopSite({ pages: SITE_PAGES });
  try {
    const agent = await ingestionAgent(db, "Bench crawler");
    const source = await db.for("eu").knowledgeSource.create({
      data: {
        id: newId(),
        agentId: agent.id,
        workspaceId: agent.ownerId,
        sourceType: "url",
        name: "Fixture site",
        url: `${site.url}/`,
        crawl: { mode: "site", maxDepth: 3, maxPages: SITE_PAGES + 50 },
      },
    });
    const started = performance.now();
    const result = await ingestSource(
      { db },
      {
        region: "eu",
        sourceId: source.id,
        kind: "ingest",
        fetchGuard: { allowedHosts: site.allowedHost },
        storage: createLocalStorage(filesDir),
        crawl: crawlSite,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `info crawl: ${result.status}, ${result.pagesDone} pages stored, ${result.pagesFailed} failed in ${seconds.toFixed(1)} s`,
    );
    const perSecond = result.pagesDone / seconds;
    const enough = result.status === "SUCCESS" && result.pagesDone >= SITE_PAGES;
    return {
      name: "ingest_pages_per_second",
      value: perSecond,
      unit: "pages/s",
      target: `>= ${TARGETS.pagesPerSecond} pages/s`,
      ok: enough && perSecond >= TARGETS.pagesPerSecond,
    };
  } finally {
    await site.stop();
  }
}

/** Paragraphs of generated shop text, about `chars` characters in all. */
function paragraphs(random: () => number, chars: number): string[] {
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const chunk = benchChunk(i % 20, i, random);
    out.push(chunk.content);
    length += chunk.content.length;
  }
  return out;
}

/** ingest_docs_mb_per_second: documents of every type extracted and stored. */
async function benchDocuments(db: RegionalDb): Promise<BenchResult> {
  const random = seeded(77);
  const documents: Array<{ name: string; bytes: Uint8Array }> = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < DOCUMENTS; i++) {
    const text = paragraphs(random, 60_000 + Math.floor(random() * 60_000));
    switch (i % 5) {
      case 0:
        documents.push({ name: `notes-${i}.txt`, bytes: encoder.encode(text.join("\n\n")) });
        break;
      case 1:
        documents.push({
          name: `guide-${i}.md`,
          bytes: encoder.encode(text.map((p, n) => (n % 4 === 0 ? `## Section ${n}\n\n${p}` : p)).join("\n\n")),
        });
        break;
      case 2:
        documents.push({
          name: `page-${i}.html`,
          bytes: encoder.encode(
            `<html><head><title>Page ${i}</title></head><body>${text.map((p) => `<p>${p}</p>`).join("")}</body></html>`,
          ),
        });
        break;
      case 3:
        documents.push({
          name: `manual-${i}.pdf`,
          bytes: buildPdf(
            Array.from({ length: Math.ceil(text.length / 4) }, (_, page) => text.slice(page * 4, page * 4 + 4)),
            { title: `Manual ${i}` },
          ),
        });
        break;
      default:
        documents.push({
          name: `faq-${i}.docx`,
          bytes: await buildDocx(text.map((p, n) => (n % 5 === 0 ? { heading: 2, text: `Part ${n}` } : { text: p }))),
        });
    }
  }
  const agent = await ingestionAgent(db, "Bench documents");
  const source = await db.for("eu").knowledgeSource.create({
    data: { id: newId(), agentId: agent.id, workspaceId: agent.ownerId, sourceType: "doc", name: "Documents" },
  });
  const bytes = documents.reduce((sum, document) => sum + document.bytes.length, 0);
  const started = performance.now();
  for (const document of documents) {
    const extracted = await extractDocument(document.bytes, document.name);
    await storePage(
      db,
      "eu",
      { id: source.id, agentId: agent.id },
      { url: `doc:${document.name}`, ...extracted },
      { maxChunkSize: 2000 },
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`info documents: ${DOCUMENTS} files, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { name: "ingest_docs_mb_per_second", value: bytes / 1e6 / seconds, unit: "MB/s", target: "info", ok: true };
}

async function main() {
  // BENCH_KB_DIR=<dir> keeps the database there and reuses its chunks on the next run (for tuning)
  const keptDir = process.env.BENCH_KB_DIR;
  const dir = keptDir ?? (await mkdtemp(path.join(tmpdir(), "parlo-bench-kb-")));
  const results: BenchResult[] = [];
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: Boolean(keptDir) },
    });
    const db = createRegionalDb(databases.urls);
    const eu = db.for("eu");

    // 100,000 chunks across 20 agents
    const loadStarted = performance.now();
    let agents = await eu.agent.findMany({
      where: { title: { startsWith: "Bench agent " } },
      select: { id: true, ownerId: true },
      orderBy: { title: "asc" },
    });
    if (agents.length < AGENTS || (await eu.knowledgeChunk.count()) < CHUNKS) {
      agents = [];
      for (let a = 0; a < AGENTS; a++) {
        const { workspace } = await createTestUser(eu, { displayName: `Bench ${a}` });
        const agent = await createTestAgent(eu, workspace, `Bench agent ${String(a).padStart(2, "0")}`);
        agents.push(agent);
        await insertKnowledge(eu, agent, a, CHUNKS / AGENTS);
      }
      await eu.$executeRawUnsafe(`ANALYZE "KnowledgeChunk"`);
      await eu.$executeRawUnsafe(`ANALYZE "KnowledgePage"`);
      console.log(`info loaded ${CHUNKS} chunks in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    }
    // BENCH_KB_HOLD=<seconds> keeps the server up for a look with psql
    const hold = Number(process.env.BENCH_KB_HOLD ?? 0);
    if (hold > 0) {
      console.log(`info holding ${databases.urls.eu} (agent ${agents[3]?.id ?? ""}) for ${hold} s`);
      await new Promise((resolve) => setTimeout(resolve, hold * 1000));
    }

    // simple search for one agent: warm up, then the measured questions
    const agentId = agents[3]?.id ?? "";
    const ask = (i: number) =>
      searchKnowledge(db, "eu", {
        agentId,
        query: BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] ?? "",
        topK: 4,
        method: "simple",
      });
    for (let i = 0; i < WARM_UP; i++) await ask(i);
    // the agent's word statistics load in the background on the first search; the bench waits for them
    await loadKnowledgeStats(eu, agentId);
    const times: number[] = [];
    let answered = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      const result = await ask(i);
      times.push(performance.now() - started);
      if (result.passages.length > 0) answered += 1;
    }
    if (process.env.BENCH_KB_EXPLAIN) {
      for (const question of BENCH_QUESTIONS) {
        const sample = await ask(BENCH_QUESTIONS.indexOf(question));
        console.log(
          `info "${question}" ${sample.debug.ms.toFixed(1)} ms -> ${sample.passages.map((p) => `${p.title} (${p.score.toFixed(2)})`).join("; ")}`,
        );
      }
    }
    console.log(`info ${answered} of ${QUERIES} questions found passages`);
    // BENCH_KB_TIMES=1 prints every time by question
    if (process.env.BENCH_KB_TIMES) {
      const byQuestion = new Map<string, number[]>();
      times.forEach((ms, i) => {
        const q = BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] ?? "";
        byQuestion.set(q, [...(byQuestion.get(q) ?? []), ms]);
      });
      for (const [q, list] of byQuestion) console.log(`info ${q}: ${list.map((ms) => ms.toFixed(0)).join(" ")}`);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    results.push({ name: "retrieval_p50", value: p50, unit: "ms", target: "info", ok: true });
    results.push({
      name: "retrieval_p95",
      value: p95,
      unit: "ms",
      target: `< ${TARGETS.retrievalP95Ms} ms`,
      ok: p95 < TARGETS.retrievalP95Ms,
    });

    results.push(await benchCrawl(db, path.join(dir, "files")));
    results.push(await benchDocuments(db));

    await db.disconnect();
    await databases.server?.stop();
  } finally {
    if (!keptDir) await rm(dir, { recursive: true, force: true });
  }
  reportAndExit(results);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

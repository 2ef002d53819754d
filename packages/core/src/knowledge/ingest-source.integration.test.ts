import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { newEntityId, randomString } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { buildDocx, buildPdf, createTestDeps, startBikeShopSite, type BikeShopSite } from "@parlo/testing";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../upload/local-storage";
import type { CrawlPage, CrawlSite } from "./crawl/crawl-site";
import { crawlSite } from "./crawl/crawl-site";
import { ingestSource, type IngestSourceOptions } from "./ingest-source";
import { KnowledgeError } from "./knowledge-error";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let storageDir: string;
let storage: ReturnType<typeof createLocalStorage>;
let site: BikeShopSite;
let closedPort: number;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "parlo-kb-"));
  storage = createLocalStorage(storageDir);
  site = await startBikeShopSite();
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  closedPort = typeof address === "object" && address ? address.port : 1;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  await site.stop();
  await rm(storageDir, { recursive: true, force: true });
  await deps.db.disconnect();
});

async function owner(options: { maxChunkSize?: number; maxKbDocsCharCount?: number } = {}) {
  const { user } = await createTestUser(eu);
  if (options.maxKbDocsCharCount !== undefined) {
    await eu.workspace.update({
      where: { id: user.id },
      data: { customPlan: { limits: { maxKbDocsCharCount: options.maxKbDocsCharCount } } },
    });
  }
  const agent = await createTestAgent(eu, { id: user.id, ownerId: user.id });
  if (options.maxChunkSize) {
    await eu.agent.update({
      where: { id: agent.id },
      data: { settings: { vgOptions: { maxChunkSize: options.maxChunkSize } } },
    });
  }
  return { workspaceId: user.id, agentId: agent.id };
}

type Owner = Awaited<ReturnType<typeof owner>>;

async function addSource(
  who: Owner,
  data: {
    sourceType: "url" | "doc" | "text";
    url?: string;
    crawl?: { mode: "page" | "site" | "path"; maxDepth: number; maxPages: number };
    content?: string;
    contentURL?: string;
    mimeType?: string;
    refreshRate?: string;
  },
) {
  return eu.knowledgeSource.create({
    data: { id: newEntityId(), agentId: who.agentId, workspaceId: who.workspaceId, name: "Source", ...data },
  });
}

const guard = () => ({ allowedHosts: [site.allowedHost, `127.0.0.1:${closedPort}`] });

function run(sourceId: string, extra: Partial<IngestSourceOptions> = {}) {
  return ingestSource(deps, { region: "eu", sourceId, kind: "ingest", fetchGuard: guard(), storage, ...extra });
}

async function storeDocument(workspaceId: string, bytes: Uint8Array, extension: string, contentType: string) {
  const file = `${randomString(12)}.${extension}`;
  await storage.put(`knowledge/${workspaceId}/${file}`, bytes, contentType);
  return `/uploads/knowledge/${workspaceId}/${file}`;
}

const sourceRow = (id: string) => eu.knowledgeSource.findUniqueOrThrow({ where: { id } });
const chunksOf = (sourceId: string) =>
  eu.knowledgeChunk.findMany({ where: { sourceId }, orderBy: [{ pageId: "asc" }, { position: "asc" }] });

describe("ingestSource", () => {
  it("reads a text source into chunks, with its job row and counts", async () => {
    const who = await owner({ maxChunkSize: 1000 });
    const paragraph = "Our support team answers every message within one working day. ".repeat(8).trim();
    const content = `# Support\n\n${paragraph}\n\n## Opening hours\n\n${paragraph}\n\n${paragraph}`;
    const source = await addSource(who, { sourceType: "text", content });

    const result = await run(source.id);
    expect(result).toMatchObject({ status: "SUCCESS", error: null, pagesFound: 1, pagesDone: 1, pagesFailed: 0 });
    expect(result.changes).toEqual({ added: [`text:${source.id}`], removed: [], changed: [] });

    const row = await sourceRow(source.id);
    const chunks = await chunksOf(source.id);
    expect(row.status).toBe("SUCCESS");
    expect(row.error).toBeNull();
    expect(chunks.length).toBeGreaterThan(1);
    expect(row.chunkCount).toBe(chunks.length);
    expect(row.charCount).toBe(content.length);
    expect(chunks.every((chunk) => chunk.charCount <= 1000 && chunk.agentId === who.agentId)).toBe(true);
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_chunk, index) => index));
    expect(chunks[0]?.title).toBe("Source › Support");
    expect(chunks.at(-1)?.title).toBe("Source › Opening hours");
    expect(chunks[0]?.url).toBeNull();

    const job = await eu.knowledgeJob.findUniqueOrThrow({ where: { id: result.jobId } });
    expect(job).toMatchObject({ status: "done", kind: "ingest", pagesFound: 1, pagesDone: 1, pagesFailed: 0 });
    expect(job.finishedAt).not.toBeNull();

    // a second run changes nothing: same chunk ids
    const again = await run(source.id, { kind: "refresh" });
    expect(again.changes).toEqual({ added: [], removed: [], changed: [] });
    expect((await chunksOf(source.id)).map((chunk) => chunk.id)).toEqual(chunks.map((chunk) => chunk.id));
    const refreshed = await sourceRow(source.id);
    expect(refreshed.refreshMetadata).toMatchObject({ added: [], removed: [], changed: [] });
    expect(refreshed.nextRefreshAt).toBeNull();
  });

  it("reads PDF and DOCX documents from storage", async () => {
    const who = await owner();
    const pdfUrl = await storeDocument(
      who.workspaceId,
      buildPdf([["Warranty: two years on every frame."], ["Batteries: one year."]], { title: "Warranty" }),
      "pdf",
      "application/pdf",
    );
    const docxUrl = await storeDocument(
      who.workspaceId,
      await buildDocx([
        { heading: 1, text: "FAQ" },
        { heading: 2, text: "Delivery" },
        { text: "We deliver in 3 days." },
      ]),
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const pdf = await addSource(who, { sourceType: "doc", contentURL: pdfUrl, mimeType: "application/pdf" });
    const docx = await addSource(who, { sourceType: "doc", contentURL: docxUrl });

    expect((await run(pdf.id)).status).toBe("SUCCESS");
    expect((await run(docx.id)).status).toBe("SUCCESS");
    const pdfChunks = await chunksOf(pdf.id);
    expect(pdfChunks.map((chunk) => chunk.content).join("\n")).toContain("two years on every frame");
    expect(pdfChunks[0]?.title).toBe("Warranty");
    const docxChunks = await chunksOf(docx.id);
    expect(docxChunks[0]?.content).toBe("FAQ\n\nDelivery\n\nWe deliver in 3 days.");
    expect(docxChunks[0]?.title).toBe("FAQ");
    const page = await eu.knowledgePage.findFirstOrThrow({ where: { sourceId: docx.id } });
    expect(page.url).toBe(`doc:${docx.id}`);
  });

  it("marks a corrupt or missing file ERROR and leaves the other sources alone", async () => {
    const who = await owner();
    const good = await addSource(who, { sourceType: "text", content: "Bikes are serviced on Mondays." });
    await run(good.id);
    const before = await sourceRow(good.id);
    const chunksBefore = await chunksOf(good.id);

    const corruptUrl = await storeDocument(
      who.workspaceId,
      new TextEncoder().encode("%PDF-1.7 garbage"),
      "pdf",
      "application/pdf",
    );
    const corrupt = await addSource(who, { sourceType: "doc", contentURL: corruptUrl });
    const result = await run(corrupt.id);
    expect(result).toMatchObject({ status: "ERROR", error: KNOWLEDGE_MESSAGES.corruptFile, pagesFailed: 1 });
    expect(await sourceRow(corrupt.id)).toMatchObject({
      status: "ERROR",
      error: KNOWLEDGE_MESSAGES.corruptFile,
      chunkCount: 0,
    });
    const job = await eu.knowledgeJob.findUniqueOrThrow({ where: { id: result.jobId } });
    expect(job).toMatchObject({ status: "failed", error: KNOWLEDGE_MESSAGES.corruptFile });

    const renamedUrl = await storeDocument(who.workspaceId, buildPdf([["x"]]), "docx", "application/octet-stream");
    const renamed = await addSource(who, { sourceType: "doc", contentURL: renamedUrl });
    expect((await run(renamed.id)).error).toBe(KNOWLEDGE_MESSAGES.corruptFile);

    const missing = await addSource(who, {
      sourceType: "doc",
      contentURL: `/uploads/knowledge/${who.workspaceId}/nothing-here.pdf`,
    });
    expect((await run(missing.id)).error).toBe(KNOWLEDGE_MESSAGES.fileMissing);

    const after = await sourceRow(good.id);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.status).toBe("SUCCESS");
    expect((await chunksOf(good.id)).map((chunk) => chunk.id)).toEqual(chunksBefore.map((chunk) => chunk.id));
  });

  it("reads a single web page through the SSRF guard", async () => {
    const who = await owner();
    const source = await addSource(who, {
      sourceType: "url",
      url: `${site.url}/shipping`,
      crawl: { mode: "page", maxDepth: 0, maxPages: 1 },
      refreshRate: "24h",
    });
    const started = Date.now();
    const result = await run(source.id);
    expect(result).toMatchObject({ status: "SUCCESS", pagesDone: 1 });
    const chunks = await chunksOf(source.id);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks[0]?.url).toBe(`${site.url}/shipping`);
    const row = await sourceRow(source.id);
    expect(row.nextRefreshAt?.getTime()).toBeGreaterThanOrEqual(started + 24 * 3_600_000);
    expect(row.refreshMetadata).toMatchObject({ added: [`${site.url}/shipping`] });
  });

  it("reports unreachable, refused, HTTP errors and non-pages as the source's ERROR", async () => {
    const who = await owner();
    const page = (url: string) =>
      addSource(who, { sourceType: "url", url, crawl: { mode: "page", maxDepth: 0, maxPages: 1 } });
    const unreachable = await page(`http://127.0.0.1:${closedPort}/`);
    expect((await run(unreachable.id)).error).toBe(KNOWLEDGE_MESSAGES.unreachable);
    expect((await sourceRow(unreachable.id)).status).toBe("ERROR");

    const refused = await page(`${site.url}/shipping`);
    const result = await run(refused.id, { fetchGuard: {} });
    expect(result.error).toBe(KNOWLEDGE_MESSAGES.refused);
    expect(await sourceRow(refused.id)).toMatchObject({ status: "ERROR", error: KNOWLEDGE_MESSAGES.refused });

    const missing = await page(`${site.url}/no-such-page`);
    expect((await run(missing.id)).error).toBe(KNOWLEDGE_MESSAGES.httpError(404));
    const robots = await page(`${site.url}/robots.txt`);
    expect((await run(robots.id)).error).toBe(KNOWLEDGE_MESSAGES.notHtml);
  });

  it("refreshes a crawl: only changed pages are re-indexed, gone pages removed, new ones added", async () => {
    const who = await owner();
    const source = await addSource(who, {
      sourceType: "url",
      url: "https://docs.example/",
      crawl: { mode: "site", maxDepth: 2, maxPages: 10 },
      refreshRate: "6h",
    });
    let pages: CrawlPage[] = [
      { url: "https://docs.example/", title: "Home", text: "Welcome to the docs." },
      { url: "https://docs.example/a", title: "A", text: "Page A text." },
      { url: "https://docs.example/b", title: "B", text: "Page B text." },
      { url: "https://docs.example/c", title: "C", text: "Page C text." },
    ];
    let failing: string[] = [];
    let gone: string[] = [];
    const crawl: CrawlSite = async (options) => {
      for (const page of pages) await options.onPage(page);
      for (const url of failing) options.onError?.(url, KNOWLEDGE_MESSAGES.unreachable);
      for (const url of gone) options.onError?.(url, KNOWLEDGE_MESSAGES.httpError(404));
      return {
        pagesFound: pages.length + failing.length + gone.length,
        pagesDone: pages.length,
        pagesFailed: failing.length + gone.length,
        urls: pages.map((page) => page.url),
      };
    };
    const first = await run(source.id, { crawl });
    expect(first.changes.added).toHaveLength(4);
    const idsBefore = new Map((await chunksOf(source.id)).map((chunk) => [chunk.url, chunk.id]));

    pages = [
      { url: "https://docs.example/", title: "Home", text: "Welcome to the docs." },
      { url: "https://docs.example/a", title: "A", text: "Page A text, now updated." },
      { url: "https://docs.example/d", title: "D", text: "A new page." },
    ];
    failing = ["https://docs.example/c"];
    const refresh = await run(source.id, { crawl, kind: "refresh" });
    expect(refresh).toMatchObject({ status: "SUCCESS", pagesFound: 4, pagesDone: 3, pagesFailed: 1 });
    expect(refresh.changes).toEqual({
      added: ["https://docs.example/d"],
      removed: ["https://docs.example/b"],
      changed: ["https://docs.example/a"],
    });
    const idsAfter = new Map((await chunksOf(source.id)).map((chunk) => [chunk.url, chunk.id]));
    expect(idsAfter.get("https://docs.example/")).toBe(idsBefore.get("https://docs.example/"));
    // failed this time: kept as it was
    expect(idsAfter.get("https://docs.example/c")).toBe(idsBefore.get("https://docs.example/c"));
    expect(idsAfter.get("https://docs.example/a")).not.toBe(idsBefore.get("https://docs.example/a"));
    expect(idsAfter.has("https://docs.example/b")).toBe(false);

    const row = await sourceRow(source.id);
    const texts = ["Welcome to the docs.", "Page A text, now updated.", "A new page.", "Page C text."];
    expect(row.charCount).toBe(texts.reduce((sum, text) => sum + text.length, 0));
    expect(row.chunkCount).toBe(4);
    expect(row.refreshMetadata).toMatchObject({
      changed: ["https://docs.example/a"],
      removed: ["https://docs.example/b"],
    });
    const job = await eu.knowledgeJob.findUniqueOrThrow({ where: { id: refresh.jobId } });
    expect(job).toMatchObject({ kind: "refresh", status: "done", changes: refresh.changes });

    // a page that answers 404 now is removed; one that failed otherwise was kept above
    gone = ["https://docs.example/c"];
    failing = [];
    const notFound = await run(source.id, { crawl, kind: "refresh" });
    expect(notFound.changes).toEqual({ added: [], removed: ["https://docs.example/c"], changed: [] });
    expect((await sourceRow(source.id)).chunkCount).toBe(3);
    gone = [];

    // a crawl that reads nothing is an ERROR with the first reason, and removes nothing
    pages = [];
    failing = ["https://docs.example/"];
    const broken = await run(source.id, { crawl, kind: "refresh" });
    expect(broken).toMatchObject({ status: "ERROR", error: KNOWLEDGE_MESSAGES.unreachable });
    expect((await sourceRow(source.id)).chunkCount).toBe(3);
    failing = [];
    expect((await run(source.id, { crawl, kind: "refresh" })).error).toBe(KNOWLEDGE_MESSAGES.noPages);
  });

  it("crawls the fixture site with crawlSite and re-indexes a changed page only", async () => {
    const own = await startBikeShopSite();
    try {
      const who = await owner();
      const source = await addSource(who, {
        sourceType: "url",
        url: `${own.url}/`,
        crawl: { mode: "site", maxDepth: 1, maxPages: 8 },
      });
      const fetchGuard = { allowedHosts: [own.allowedHost] };
      const first = await run(source.id, { crawl: crawlSite, fetchGuard });
      expect(first.status).toBe("SUCCESS");
      expect(first.pagesDone).toBeGreaterThan(2);
      const before = await chunksOf(source.id);
      const shipping = `${own.url}/shipping`;
      expect(before.some((chunk) => chunk.url === shipping)).toBe(true);

      own.setPage("/shipping", "<title>Shipping</title><h1>Shipping</h1><p>Now free everywhere.</p>");
      const refresh = await run(source.id, { crawl: crawlSite, fetchGuard, kind: "refresh" });
      expect(refresh.changes).toEqual({ added: [], removed: [], changed: [shipping] });
      const after = await chunksOf(source.id);
      const untouched = (rows: typeof before) =>
        rows.filter((chunk) => chunk.url !== shipping).map((chunk) => chunk.id);
      expect(untouched(after)).toEqual(untouched(before));
      expect(after.find((chunk) => chunk.url === shipping)?.content).toContain("Now free everywhere.");
    } finally {
      await own.stop();
    }
  });

  it("refuses to store past the workspace's knowledge character limit", async () => {
    const who = await owner({ maxKbDocsCharCount: 60 });
    const small = await addSource(who, { sourceType: "text", content: "Forty characters of knowledge, or so..." });
    expect((await run(small.id)).status).toBe("SUCCESS");
    const big = await addSource(who, { sourceType: "text", content: "This text is long enough to pass the limit." });
    const result = await run(big.id);
    expect(result).toMatchObject({ status: "ERROR", error: KNOWLEDGE_MESSAGES.charLimit(60) });
    expect(await sourceRow(big.id)).toMatchObject({ status: "ERROR", charCount: 0, chunkCount: 0 });
    expect((await sourceRow(small.id)).status).toBe("SUCCESS");
  });

  it("refuses a second run while one is running, and takes over a run left behind", async () => {
    const who = await owner();
    const source = await addSource(who, { sourceType: "text", content: "Hello." });
    await eu.knowledgeJob.create({
      data: {
        id: newEntityId(),
        sourceId: source.id,
        agentId: who.agentId,
        workspaceId: who.workspaceId,
        kind: "ingest",
        status: "running",
        startedAt: new Date(),
      },
    });
    const error = await run(source.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnowledgeError);
    expect(error instanceof Error && error.message).toBe(KNOWLEDGE_MESSAGES.alreadyRunning);
    expect((await sourceRow(source.id)).status).toBe("INITIALIZED");

    await eu.knowledgeJob.updateMany({
      where: { sourceId: source.id },
      data: { startedAt: new Date(Date.now() - 4 * 3_600_000) },
    });
    expect((await run(source.id)).status).toBe("SUCCESS");
    const jobs = await eu.knowledgeJob.findMany({ where: { sourceId: source.id }, orderBy: { createdAt: "asc" } });
    expect(jobs.map((job) => job.status)).toEqual(["failed", "done"]);
  });

  it("calls the embedder with the new chunks", async () => {
    const who = await owner();
    const source = await addSource(who, { sourceType: "text", content: "Embed me." });
    const calls: Array<string[] | undefined> = [];
    await run(source.id, {
      embed: async (_db, _region, ids) => {
        calls.push(ids);
        return ids?.length ?? 0;
      },
    });
    const chunks = await chunksOf(source.id);
    expect(calls).toEqual([chunks.map((chunk) => chunk.id)]);
  });
});

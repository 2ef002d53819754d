import type { Region } from "@parlo/db";
import {
  CRAWL_LIMITS,
  DEFAULT_MAX_CHUNK_SIZE,
  KNOWLEDGE_MAX_DOC_BYTES,
  KNOWLEDGE_MESSAGES,
  knowledgeUploadPath,
  REFRESH_RATE_MS,
  zCrawlMode,
  zRefreshRate,
} from "@parlo/validators";
import { z } from "zod";
import type { CoreDeps } from "../deps";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import type { FileStorage } from "../upload/file-storage";
import { fileExtension } from "../upload/upload-rules";
import type { CrawlProgress, CrawlSite } from "./crawl/crawl-site";
import { normalizeText } from "./extract/decode-text";
import { extractDocument } from "./extract/extract-document";
import { KnowledgeError } from "./knowledge-error";
import { readWebPage } from "./read-web-page";
import { removePages } from "./remove-pages";
import type { EmbedChunks } from "./retrieval/embed-pending-chunks";
import { startKnowledgeRun } from "./start-knowledge-run";
import { storePage } from "./store-page";

export interface IngestSourceOptions {
  region: Region;
  sourceId: string;
  kind: "ingest" | "refresh";
  /** the SSRF guard's settings for every fetch of the source's URLs */
  fetchGuard: FetchGuardConfig;
  /** where uploaded documents are read from (doc sources) */
  storage: FileStorage;
  /** the crawler for url sources in "site" / "path" mode (crawlSite) */
  crawl?: CrawlSite;
  /** embeds the chunks written by this run when an embeddings API is configured */
  embed?: EmbedChunks | null;
  userAgent?: string;
  /** stops the run (the worker shutting down): it ends as an unexpected failure and is retried */
  signal?: AbortSignal;
}

export interface KnowledgeChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

export interface IngestSourceResult {
  jobId: string;
  status: "SUCCESS" | "ERROR";
  error: string | null;
  pagesFound: number;
  pagesDone: number;
  pagesFailed: number;
  changes: KnowledgeChanges;
}

const ZCrawl = z
  .object({
    mode: zCrawlMode.catch("page"),
    maxDepth: z.number().int().min(0).max(CRAWL_LIMITS.maxDepth).catch(CRAWL_LIMITS.defaultMaxDepth),
    maxPages: z.number().int().min(1).max(CRAWL_LIMITS.maxPages).catch(CRAWL_LIMITS.defaultMaxPages),
  })
  .catch({ mode: "page", maxDepth: 0, maxPages: 1 });

const ZChunkSize = z
  .object({ vgOptions: z.object({ maxChunkSize: z.number().int().min(100).optional() }).optional() })
  .catch({});

/** HTTP answers after which a page that was stored before is taken as gone (and removed). */
const GONE = new Set([KNOWLEDGE_MESSAGES.httpError(404), KNOWLEDGE_MESSAGES.httpError(410)]);

/** Progress written to the job row at most this often while a crawl runs. */
const PROGRESS_EVERY_MS = 1000;

/**
 * One ingestion or refresh run of a knowledge source, with its KnowledgeJob row: the source is
 * PENDING while it runs, then SUCCESS or ERROR with the reason (a KNOWLEDGE_MESSAGES text).
 * - text: one page (`text:<sourceId>`); doc: the uploaded file read from storage and extracted;
 * - url, mode "page": the URL fetched once through the SSRF guard; "site" / "path": `crawl`.
 * Pages whose text did not change are left as they are; pages not seen any more are removed (not
 * those that failed this time, unless they answered 404 / 410); the changes are recorded on the job
 * and in the source's refreshMetadata, and nextRefreshAt follows the source's refresh rate. A crawl
 * in which some pages failed but others were read is a SUCCESS (pagesFailed counted); no page read
 * is an ERROR. Only this source's rows are written.
 * Throws KnowledgeError (nothing written) when the source does not exist or a run of it is already
 * running; an unexpected failure ends the run as ERROR (ingestFailed) and is rethrown so the job
 * queue retries it. Other failures are returned as an ERROR result.
 */
export async function ingestSource(
  deps: Pick<CoreDeps, "db" | "now">,
  options: IngestSourceOptions,
): Promise<IngestSourceResult> {
  const db = deps.db.for(options.region);
  const now = () => deps.now?.() ?? new Date();
  const source = await db.knowledgeSource.findUnique({
    where: { id: options.sourceId },
    select: {
      id: true,
      agentId: true,
      workspaceId: true,
      sourceType: true,
      name: true,
      url: true,
      crawl: true,
      content: true,
      contentURL: true,
      mimeType: true,
      refreshRate: true,
      agent: { select: { settings: true } },
    },
  });
  if (!source) throw new KnowledgeError(KNOWLEDGE_MESSAGES.notFound);
  const jobId = await startKnowledgeRun(db, source, options.kind, now());

  const maxChunkSize = ZChunkSize.parse(source.agent.settings).vgOptions?.maxChunkSize ?? DEFAULT_MAX_CHUNK_SIZE;
  const changes: KnowledgeChanges = { added: [], removed: [], changed: [] };
  const counts = { pagesFound: 0, pagesDone: 0, pagesFailed: 0 };
  const seen = new Set<string>();
  const failed = new Map<string, string>();
  let progressWrites: Promise<unknown> = Promise.resolve();
  let lastProgress = 0;
  let crawling = false;

  const store = async (page: { url: string; title: string; text: string }) => {
    const result = await storePage(deps.db, options.region, source, page, { maxChunkSize });
    seen.add(page.url);
    if (result === "added") changes.added.push(page.url);
    if (result === "changed") changes.changed.push(page.url);
  };
  const progress = (crawl: CrawlProgress) => {
    Object.assign(counts, crawl);
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    const data = { ...counts };
    progressWrites = progressWrites
      .then(() => db.knowledgeJob.update({ where: { id: jobId }, data }))
      .catch(() => undefined);
  };

  const readPages = async () => {
    if (source.sourceType === "text") {
      const text = normalizeText(source.content ?? "");
      if (!text) throw new KnowledgeError(KNOWLEDGE_MESSAGES.emptyText);
      counts.pagesFound = 1;
      await store({ url: `text:${source.id}`, title: source.name, text });
      counts.pagesDone = 1;
      return;
    }
    if (source.sourceType === "doc") {
      // contentURL is the upload's public URL (/uploads/knowledge/...); older rows may hold the storage path
      const path = source.contentURL ? (knowledgeUploadPath(source.contentURL)?.path ?? source.contentURL) : null;
      const file = path ? await options.storage.get(path) : null;
      if (!source.contentURL || !file) throw new KnowledgeError(KNOWLEDGE_MESSAGES.fileMissing);
      if (file.bytes.length > KNOWLEDGE_MAX_DOC_BYTES) throw new KnowledgeError(KNOWLEDGE_MESSAGES.fileTooLarge);
      counts.pagesFound = 1;
      // named after the source, so a document without a title of its own is titled like the source
      const fileName = `${source.name.replace(/[\\/]/g, " ")}.${fileExtension(source.contentURL)}`;
      const document = await extractDocument(file.bytes, fileName, source.mimeType ?? file.contentType);
      await store({ url: `doc:${source.id}`, ...document });
      counts.pagesDone = 1;
      return;
    }
    if (!source.url) throw new KnowledgeError(KNOWLEDGE_MESSAGES.invalidUrl);
    const crawl = ZCrawl.parse(source.crawl);
    if (crawl.mode === "page") {
      counts.pagesFound = 1;
      const page = await readWebPage(source.url, options.fetchGuard, {
        userAgent: options.userAgent,
        signal: options.signal,
      });
      await store({ url: source.url, ...page });
      counts.pagesDone = 1;
      return;
    }
    if (!options.crawl) throw new Error("ingestSource: no crawler was given for a site or path crawl");
    crawling = true;
    let emptyPages = 0;
    const result = await options.crawl({
      startUrl: source.url,
      mode: crawl.mode,
      maxDepth: crawl.maxDepth,
      maxPages: crawl.maxPages,
      fetchGuard: options.fetchGuard,
      userAgent: options.userAgent,
      signal: options.signal,
      onPage: async (page) => {
        if (!page.text.trim()) {
          emptyPages++;
          failed.set(page.url, KNOWLEDGE_MESSAGES.emptyDocument);
          return;
        }
        await store(page);
      },
      onError: (url, reason) => {
        if (!failed.has(url)) failed.set(url, reason);
      },
      onProgress: progress,
    });
    counts.pagesFound = result.pagesFound;
    counts.pagesDone = result.pagesDone - emptyPages;
    counts.pagesFailed = result.pagesFailed + emptyPages;
  };

  const finish = async (status: "SUCCESS" | "ERROR", error: string | null): Promise<IngestSourceResult> => {
    await progressWrites;
    if (!crawling) counts.pagesFailed = counts.pagesFound - counts.pagesDone;
    const finishedAt = now();
    const rate = zRefreshRate.catch("never").parse(source.refreshRate);
    const wait = source.sourceType === "url" ? REFRESH_RATE_MS[rate] : null;
    await db.$transaction([
      db.knowledgeJob.update({
        where: { id: jobId },
        data: {
          status: status === "SUCCESS" ? "done" : "failed",
          error,
          ...counts,
          changes: { ...changes },
          finishedAt,
        },
      }),
      db.knowledgeSource.update({
        where: { id: source.id },
        data: {
          status,
          error,
          nextRefreshAt: wait === null ? null : new Date(finishedAt.getTime() + wait),
          ...(status === "SUCCESS"
            ? { refreshMetadata: { lastRefreshTS: Math.floor(finishedAt.getTime() / 1000), ...changes } }
            : {}),
        },
      }),
    ]);
    return { jobId, status, error, ...counts, changes };
  };

  try {
    await readPages();
    if (seen.size === 0) {
      const firstReason = failed.values().next().value;
      throw new KnowledgeError(firstReason ?? KNOWLEDGE_MESSAGES.noPages);
    }
    const stored = await db.knowledgePage.findMany({ where: { sourceId: source.id }, select: { url: true } });
    changes.removed = stored
      .map((page) => page.url)
      .filter((url) => !seen.has(url) && (!failed.has(url) || GONE.has(failed.get(url) ?? "")));
    await removePages(deps.db, options.region, source.id, changes.removed);
    if (options.embed && changes.added.length + changes.changed.length > 0) {
      const pending = await db.knowledgeChunk.findMany({
        where: { page: { sourceId: source.id }, embedding: { isEmpty: true } },
        select: { id: true },
      });
      await options
        .embed(
          deps.db,
          options.region,
          pending.map((chunk) => chunk.id),
        )
        .catch((error: unknown) => console.warn(`knowledge: embedding the chunks of ${source.id} failed:`, error));
    }
    return await finish("SUCCESS", null);
  } catch (error) {
    // the source was deleted while it was being read: nothing to record, nothing to retry
    if (!(error instanceof KnowledgeError) && (await db.knowledgeSource.count({ where: { id: source.id } })) === 0) {
      throw new KnowledgeError(KNOWLEDGE_MESSAGES.notFound);
    }
    const expected = error instanceof KnowledgeError;
    const message = expected ? error.message : KNOWLEDGE_MESSAGES.ingestFailed;
    const result = await finish("ERROR", message).catch((finishError: unknown) => {
      console.error(`knowledge: could not record the failed run of ${source.id}:`, finishError);
      return null;
    });
    if (!expected || !result) throw error;
    return result;
  }
}

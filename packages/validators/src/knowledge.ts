/**
 * The knowledge base: an agent's sources (a URL page or crawl, an uploaded document, plain text or
 * Q&A), their states and refresh rates, the crawl limits, and the messages the Knowledge Base tab
 * and the Crawler page show. Procedure contracts of the `knowledge` router live in
 * knowledge-procedures.ts; this file holds what every part shares.
 */
import { z } from "zod";

export const KNOWLEDGE_SOURCE_TYPES = ["url", "doc", "text"] as const;
export type TKnowledgeSourceType = (typeof KNOWLEDGE_SOURCE_TYPES)[number];

/** INITIALIZED (created) -> PENDING (a job runs) -> SUCCESS | ERROR (with the reason). */
export const KNOWLEDGE_STATES = ["INITIALIZED", "PENDING", "SUCCESS", "ERROR"] as const;
export type TKnowledgeState = (typeof KNOWLEDGE_STATES)[number];

/** The spec's refresh rates, and how long each waits. */
export const REFRESH_RATES = ["6h", "12h", "24h", "7d", "never"] as const;
export type TRefreshRate = (typeof REFRESH_RATES)[number];
export const REFRESH_RATE_MS: Record<TRefreshRate, number | null> = {
  "6h": 6 * 3_600_000,
  "12h": 12 * 3_600_000,
  "24h": 24 * 3_600_000,
  "7d": 7 * 24 * 3_600_000,
  never: null,
};

/** page: the one URL; site: the whole site from its root; path: only pages under the URL's path. */
export const CRAWL_MODES = ["page", "site", "path"] as const;
export type TCrawlMode = (typeof CRAWL_MODES)[number];

export const CRAWL_LIMITS = {
  defaultMaxDepth: 3,
  maxDepth: 10,
  defaultMaxPages: 100,
  maxPages: 2000,
} as const;

/** Uploaded documents: the accepted types (by extension) and the largest file. */
export const KNOWLEDGE_DOC_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
  md: "text/markdown",
  csv: "text/csv",
  html: "text/html",
  htm: "text/html",
} as const;
export const KNOWLEDGE_MAX_DOC_BYTES = 20 * 1024 * 1024;
/** The default chunk size when the agent has no vgOptions.maxChunkSize (the spec's new-agent value). */
export const DEFAULT_MAX_CHUNK_SIZE = 2424;
/** The knowledge characters a workspace may hold without a plan limit (maxKbDocsCharCount). */
export const DEFAULT_MAX_KB_CHARS = 1_000_000;

export const zRefreshRate = z.enum(REFRESH_RATES, { error: () => "Choose 6h, 12h, 24h, 7d or never." });
export const zCrawlMode = z.enum(CRAWL_MODES, { error: () => "Choose page, site or path." });
export const zKnowledgeState = z.enum(KNOWLEDGE_STATES);
export const zKnowledgeSourceType = z.enum(KNOWLEDGE_SOURCE_TYPES);

export const KNOWLEDGE_MESSAGES = {
  invalidUrl: "Please enter a valid http or https URL.",
  emptyText: "Please add some text.",
  emptyQuestion: "Please write the question.",
  emptyAnswer: "Please write the answer.",
  nameRequired: "Please give the source a name.",
  tooManyTags: "At most 10 tags.",
  notFound: "This knowledge source does not exist.",
  unsupportedFile: "This file type is not supported. Upload a PDF, DOCX, TXT, Markdown, CSV or HTML file.",
  fileTooLarge: "This file is larger than 20 MB.",
  corruptFile: "This file could not be read. It may be damaged or password-protected.",
  emptyDocument: "No text was found in this document.",
  unreachable: "The website could not be reached.",
  refused: "This address is not allowed: it points to a private or local network.",
  timeout: "The website took too long to answer.",
  tooLarge: "The page is too large to read.",
  notHtml: "This URL does not point to a web page or a supported document.",
  httpError: (status: number) => `The website answered with an error (HTTP ${status}).`,
  noPages: "No pages could be read from this website.",
  robotsDisallowed: "The website's robots.txt does not allow reading this page.",
  charLimit: (limit: number) =>
    `Your plan allows ${limit.toLocaleString("en-US")} knowledge characters. Remove some sources or upgrade your plan to add more.`,
  alreadyRunning: "This source is already being read. Please wait for it to finish.",
  fileMissing: "The uploaded file could not be found. Please upload it again.",
  ingestFailed: "Something went wrong while reading this source. It will be tried again shortly.",
} as const;

/** One source as the Knowledge Base tab shows it. */
export const ZKnowledgeSource = z.object({
  id: z.string(),
  agentId: z.string(),
  sourceType: zKnowledgeSourceType,
  name: z.string(),
  url: z.string().nullable(),
  crawl: z.object({ mode: zCrawlMode, maxDepth: z.number().int(), maxPages: z.number().int() }).nullable(),
  mimeType: z.string().nullable(),
  tags: z.array(z.string()),
  status: zKnowledgeState,
  error: z.string().nullable(),
  charCount: z.number().int(),
  chunkCount: z.number().int(),
  pageCount: z.number().int(),
  refreshRate: zRefreshRate,
  /** what the last refresh changed */
  refreshMetadata: z
    .object({
      lastRefreshTS: z.number().int(),
      added: z.array(z.string()),
      removed: z.array(z.string()),
      changed: z.array(z.string()),
    })
    .nullable(),
  description: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TKnowledgeSource = z.infer<typeof ZKnowledgeSource>;

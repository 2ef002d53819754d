/**
 * The `knowledge` router's contracts (the Knowledge Base tab and the Crawler page) and the Tools
 * tab's recent calls (`toolCall.recent`).
 *
 * - knowledge.list / get: an agent's sources (ZKnowledgeSource) with the workspace's knowledge
 *   characters against the plan limit; one source with its pages and last runs.
 * - knowledge.addUrl / addText / addQa / addDoc: a new source, INITIALIZED, with its ingestion
 *   queued; the character limit is checked by the ingestion, which shows ERROR with the reason.
 * - knowledge.update (name, tags, refresh rate), refresh (now), delete (pages and chunks go too).
 * - knowledge.jobs: the workspace's recent ingestion and refresh runs (the Crawler page).
 */
import { z } from "zod";
import { ZAgentScopeInput } from "./agent";
import {
  CRAWL_LIMITS,
  KNOWLEDGE_DOC_TYPES,
  KNOWLEDGE_MAX_DOC_BYTES,
  KNOWLEDGE_MESSAGES,
  ZKnowledgeSource,
  zCrawlMode,
  zKnowledgeSourceType,
  zKnowledgeState,
  zRefreshRate,
} from "./knowledge";
import { ZWorkspaceScopeInput } from "./workspace";

export const KNOWLEDGE_MAX_TAGS = 10;
export const KNOWLEDGE_TAG_MAX_CHARS = 40;
export const KNOWLEDGE_NAME_MAX_CHARS = 200;
/** The most text one text or Q&A source may hold (the plan limit is checked by the ingestion). */
export const KNOWLEDGE_TEXT_MAX_CHARS = 2_000_000;
export const KNOWLEDGE_QA_MAX_PAIRS = 500;
/** How many runs `knowledge.get` and `knowledge.jobs` return. */
export const KNOWLEDGE_SOURCE_JOBS = 5;
export const KNOWLEDGE_JOBS_PAGE = 50;
/** The URLs of a run's changes each list keeps in answers (the counts are always whole). */
export const KNOWLEDGE_CHANGES_SHOWN = 20;
/** Where uploaded knowledge documents are stored: knowledge/{workspaceId}/{random name}. */
export const KNOWLEDGE_UPLOAD_FOLDER = "knowledge";
export const KNOWLEDGE_UPLOAD_URL = /^\/uploads\/knowledge\/([A-Za-z0-9]{15})\/([A-Za-z0-9_-]+\.([a-z0-9]{1,8}))$/;

/** Where a knowledge document's `contentURL` is in the upload storage ("knowledge/{workspaceId}/{file}"), or null. */
export function knowledgeUploadPath(contentURL: string): { path: string; workspaceId: string } | null {
  const match = KNOWLEDGE_UPLOAD_URL.exec(contentURL);
  if (!match?.[1] || !match[2]) return null;
  return { path: `${KNOWLEDGE_UPLOAD_FOLDER}/${match[1]}/${match[2]}`, workspaceId: match[1] };
}

/** Messages of the Knowledge Base tab, the add forms and the Crawler page (errors of ingestion are KNOWLEDGE_MESSAGES). */
export const KNOWLEDGE_TAB_MESSAGES = {
  nameTooLong: `Please keep the name under ${KNOWLEDGE_NAME_MAX_CHARS} characters.`,
  tagEmpty: "A tag cannot be empty.",
  tagTooLong: `A tag has at most ${KNOWLEDGE_TAG_MAX_CHARS} characters.`,
  depthRange: `Depth is a whole number between 0 and ${CRAWL_LIMITS.maxDepth}.`,
  pagesRange: `Pages is a whole number between 1 and ${CRAWL_LIMITS.maxPages}.`,
  textTooLong: `A text source holds at most ${KNOWLEDGE_TEXT_MAX_CHARS.toLocaleString("en-US")} characters. Split it into several sources.`,
  qaMin: "Add at least one question and its answer.",
  qaMax: `At most ${KNOWLEDGE_QA_MAX_PAIRS} questions per source.`,
  badUpload: "Please upload the document again.",
  uploadElsewhere: "This document was not uploaded to this workspace. Please upload it again.",
  onlyUrlRefreshRate: "Only website sources refresh on a schedule.",
  nothingToUpdate: "Nothing to change.",
  loadFailed: "Could not load the knowledge base. Please try again.",
  jobsLoadFailed: "Could not load the crawl jobs. Please try again.",
  addFailed: "Could not add the source. Please try again.",
  saveFailed: "Could not save the change. Please try again.",
  deleteFailed: "Could not delete the source. Please try again.",
  refreshFailed: "Could not start the refresh. Please try again.",
  uploadFailed: "Could not upload the file. Please try again.",
  added: "Source added. It is being read now.",
  deleted: "Source deleted.",
  refreshQueued: "Refresh started.",
  queueFailed: "Could not start reading this source. Use Refresh now to try again.",
  emptyTitle: "No knowledge yet",
  emptyBody:
    "Add a website, upload documents, paste text or write questions and answers. The agent answers from them and cites them.",
  /** where the app takes no uploads (the client portal): no documents */
  emptyBodyNoUploads:
    "Add a website, paste text or write questions and answers. The agent answers from them and cites them.",
  jobsEmptyTitle: "No crawl jobs yet",
  jobsEmptyBody: "Sources you add in an agent's Knowledge Base are read here, with their progress.",
  deleteConfirm: (name: string) =>
    `Delete "${name}"? Its pages and passages are removed and the agent stops using them.`,
  recentCallsEmpty: "Calls the agent makes while chatting appear here, with their arguments and results.",
  recentCallsFailed: "Could not load the recent calls. Please try again.",
} as const;

export const zKnowledgeSourceId = z.string().regex(/^[A-Za-z0-9]{1,20}$/, KNOWLEDGE_MESSAGES.notFound);

export const zKnowledgeName = z
  .string()
  .trim()
  .min(1, KNOWLEDGE_MESSAGES.nameRequired)
  .max(KNOWLEDGE_NAME_MAX_CHARS, KNOWLEDGE_TAB_MESSAGES.nameTooLong);

/** Tags: trimmed, at most 10 of at most 40 characters; repeats are dropped. */
export const zKnowledgeTags = z
  .array(
    z
      .string()
      .trim()
      .min(1, KNOWLEDGE_TAB_MESSAGES.tagEmpty)
      .max(KNOWLEDGE_TAG_MAX_CHARS, KNOWLEDGE_TAB_MESSAGES.tagTooLong),
  )
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(KNOWLEDGE_MAX_TAGS, KNOWLEDGE_MESSAGES.tooManyTags));

/** An absolute http or https URL without credentials. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username;
}

export const zKnowledgeUrl = z
  .string({ error: () => KNOWLEDGE_MESSAGES.invalidUrl })
  .trim()
  .max(2048, KNOWLEDGE_MESSAGES.invalidUrl)
  .refine(isHttpUrl, KNOWLEDGE_MESSAGES.invalidUrl);

/** The name a URL source gets when none is given: host and path, without a trailing slash. */
export function nameFromUrl(value: string): string {
  try {
    const url = new URL(value);
    const path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
    return `${url.hostname}${path}`.slice(0, KNOWLEDGE_NAME_MAX_CHARS);
  } catch {
    return value.slice(0, KNOWLEDGE_NAME_MAX_CHARS);
  }
}

export const ZQaPair = z.object({
  question: z.string().trim().min(1, KNOWLEDGE_MESSAGES.emptyQuestion).max(2000),
  answer: z.string().trim().min(1, KNOWLEDGE_MESSAGES.emptyAnswer).max(20_000),
});
export type TQaPair = z.infer<typeof ZQaPair>;

/** Q&A pairs as a text source stores them: "Q: ...\nA: ..." blocks separated by a blank line. */
export function qaPairsToText(pairs: readonly TQaPair[]): string {
  return pairs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join("\n\n");
}

const zCrawlDepth = z
  .number({ error: () => KNOWLEDGE_TAB_MESSAGES.depthRange })
  .int(KNOWLEDGE_TAB_MESSAGES.depthRange)
  .min(0, KNOWLEDGE_TAB_MESSAGES.depthRange)
  .max(CRAWL_LIMITS.maxDepth, KNOWLEDGE_TAB_MESSAGES.depthRange);
const zCrawlPages = z
  .number({ error: () => KNOWLEDGE_TAB_MESSAGES.pagesRange })
  .int(KNOWLEDGE_TAB_MESSAGES.pagesRange)
  .min(1, KNOWLEDGE_TAB_MESSAGES.pagesRange)
  .max(CRAWL_LIMITS.maxPages, KNOWLEDGE_TAB_MESSAGES.pagesRange);

const scope = ZAgentScopeInput.shape;

/** The fields of the Website form (without the agent scope), shared by the form and the API. */
export const ZAddUrlFields = z.object({
  url: zKnowledgeUrl,
  mode: zCrawlMode.default("page"),
  maxDepth: zCrawlDepth.default(CRAWL_LIMITS.defaultMaxDepth),
  maxPages: zCrawlPages.default(CRAWL_LIMITS.defaultMaxPages),
  refreshRate: zRefreshRate.default("never"),
  tags: zKnowledgeTags.default([]),
  /** host + path of the URL when left out */
  name: z
    .string()
    .trim()
    .max(KNOWLEDGE_NAME_MAX_CHARS, KNOWLEDGE_TAB_MESSAGES.nameTooLong)
    .optional()
    .transform((name) => (name ? name : undefined)),
});
export const ZAddUrlSourceInput = z.object({ ...scope, ...ZAddUrlFields.shape });
export type TAddUrlSourceInput = z.input<typeof ZAddUrlSourceInput>;

export const ZAddTextFields = z.object({
  name: zKnowledgeName,
  content: z
    .string()
    .trim()
    .min(1, KNOWLEDGE_MESSAGES.emptyText)
    .max(KNOWLEDGE_TEXT_MAX_CHARS, KNOWLEDGE_TAB_MESSAGES.textTooLong),
  tags: zKnowledgeTags.default([]),
});
export const ZAddTextSourceInput = z.object({ ...scope, ...ZAddTextFields.shape });
export type TAddTextSourceInput = z.input<typeof ZAddTextSourceInput>;

export const ZAddQaFields = z.object({
  name: zKnowledgeName,
  pairs: z
    .array(ZQaPair)
    .min(1, KNOWLEDGE_TAB_MESSAGES.qaMin)
    .max(KNOWLEDGE_QA_MAX_PAIRS, KNOWLEDGE_TAB_MESSAGES.qaMax),
  tags: zKnowledgeTags.default([]),
});
export const ZAddQaSourceInput = z.object({ ...scope, ...ZAddQaFields.shape });
export type TAddQaSourceInput = z.input<typeof ZAddQaSourceInput>;

export type TKnowledgeDocExtension = keyof typeof KNOWLEDGE_DOC_TYPES;

export function isKnowledgeDocExtension(ext: string): ext is TKnowledgeDocExtension {
  return Object.hasOwn(KNOWLEDGE_DOC_TYPES, ext);
}

/** The extension of an accepted document name (lower case), or null. */
export function knowledgeDocExtension(fileName: string): TKnowledgeDocExtension | null {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  return isKnowledgeDocExtension(ext) ? ext : null;
}

/** The accepted extensions as an input's `accept` attribute: ".pdf,.docx,...". */
export const KNOWLEDGE_DOC_ACCEPT = Object.keys(KNOWLEDGE_DOC_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

export const ZAddDocFields = z.object({
  name: zKnowledgeName,
  /** the `url` the upload route answered (purpose "knowledge") */
  contentURL: z
    .string()
    .regex(KNOWLEDGE_UPLOAD_URL, KNOWLEDGE_TAB_MESSAGES.badUpload)
    .refine((url) => knowledgeDocExtension(url) !== null, KNOWLEDGE_MESSAGES.unsupportedFile),
  mimeType: z.string().max(200).default(""),
  size: z
    .number()
    .int()
    .min(1, KNOWLEDGE_TAB_MESSAGES.badUpload)
    .max(KNOWLEDGE_MAX_DOC_BYTES, KNOWLEDGE_MESSAGES.fileTooLarge),
  tags: zKnowledgeTags.default([]),
});
export const ZAddDocSourceInput = z.object({ ...scope, ...ZAddDocFields.shape });
export type TAddDocSourceInput = z.input<typeof ZAddDocSourceInput>;

export const ZKnowledgeSourceInput = z.object({ ...scope, sourceId: zKnowledgeSourceId });

export const ZUpdateKnowledgeSourceInput = z.object({
  ...scope,
  sourceId: zKnowledgeSourceId,
  name: zKnowledgeName.optional(),
  tags: zKnowledgeTags.optional(),
  refreshRate: zRefreshRate.optional(),
});
export type TUpdateKnowledgeSourceInput = z.input<typeof ZUpdateKnowledgeSourceInput>;

/** What one run changed: the counts, and the first URLs of each list. */
export const ZKnowledgeChanges = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  addedUrls: z.array(z.string()),
  removedUrls: z.array(z.string()),
  changedUrls: z.array(z.string()),
});
export type TKnowledgeChanges = z.infer<typeof ZKnowledgeChanges>;

export const KNOWLEDGE_JOB_KINDS = ["ingest", "refresh"] as const;
export const KNOWLEDGE_JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type TKnowledgeJobState = (typeof KNOWLEDGE_JOB_STATES)[number];

export const ZKnowledgeJobRow = z.object({
  id: z.string(),
  sourceId: z.string(),
  agentId: z.string(),
  kind: z.enum(KNOWLEDGE_JOB_KINDS),
  status: z.enum(KNOWLEDGE_JOB_STATES),
  pagesFound: z.number().int(),
  pagesDone: z.number().int(),
  pagesFailed: z.number().int(),
  changes: ZKnowledgeChanges.nullable(),
  error: z.string().nullable(),
  createdAt: z.date(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
});
export type TKnowledgeJobRow = z.infer<typeof ZKnowledgeJobRow>;

/** The workspace's knowledge characters (all agents) against its plan's limit. */
export const ZKnowledgeUsage = z.object({ charCount: z.number().int(), limit: z.number().int() });
export type TKnowledgeUsage = z.infer<typeof ZKnowledgeUsage>;

export const ZListKnowledgeSourcesInput = ZAgentScopeInput;
export const ZListKnowledgeSourcesOutput = z.object({
  /** newest first */
  sources: z.array(ZKnowledgeSource),
  /** sources with a run queued or running (a refresh of a SUCCESS source keeps its status meanwhile) */
  activeSourceIds: z.array(z.string()),
  /** the workspace's characters against its plan; null for a portal viewer (the agency's own figures) */
  usage: ZKnowledgeUsage.nullable(),
});
export type TListKnowledgeSourcesOutput = z.infer<typeof ZListKnowledgeSourcesOutput>;

export const ZKnowledgePageRow = z.object({
  url: z.string(),
  title: z.string(),
  charCount: z.number().int(),
  fetchedAt: z.date(),
});

/** null when the agent has no such source */
export const ZGetKnowledgeSourceOutput = z
  .object({
    source: ZKnowledgeSource,
    /** url order */
    pages: z.array(ZKnowledgePageRow),
    /** newest first, at most KNOWLEDGE_SOURCE_JOBS */
    jobs: z.array(ZKnowledgeJobRow),
  })
  .nullable();
export type TGetKnowledgeSourceOutput = z.infer<typeof ZGetKnowledgeSourceOutput>;

export const ZKnowledgeSourceOutput = ZKnowledgeSource;
export const ZDeleteKnowledgeSourceOutput = z.object({ deleted: z.literal(true) });
export const ZRefreshKnowledgeSourceOutput = z.object({ queued: z.literal(true) });

export const ZListKnowledgeJobsInput = z.object({
  ...ZWorkspaceScopeInput.shape,
  limit: z.number().int().min(1).max(200).default(KNOWLEDGE_JOBS_PAGE),
});
export const ZCrawlJobRow = ZKnowledgeJobRow.extend({
  sourceName: z.string(),
  sourceType: zKnowledgeSourceType,
  sourceUrl: z.string().nullable(),
  sourceStatus: zKnowledgeState,
  crawlMode: zCrawlMode.nullable(),
  agentTitle: z.string(),
});
export type TCrawlJobRow = z.infer<typeof ZCrawlJobRow>;
export const ZListKnowledgeJobsOutput = z.object({ jobs: z.array(ZCrawlJobRow) });
export type TListKnowledgeJobsOutput = z.infer<typeof ZListKnowledgeJobsOutput>;

// --- Tools tab: recent calls ---

export const TOOL_CALLS_RECENT = 50;
/** Arguments and results are stored shortened to this many characters. */
export const TOOL_CALL_LOG_MAX_CHARS = 2000;

export const ZRecentToolCallsInput = z.object({
  ...scope,
  /** one tool's calls only */
  toolId: z.string().min(1).max(64).optional(),
});
export const ZToolCallRow = z.object({
  id: z.string(),
  conversationId: z.string().nullable(),
  toolId: z.string(),
  toolName: z.string(),
  ok: z.boolean(),
  httpStatus: z.number().int().nullable(),
  ms: z.number().int(),
  arguments: z.string(),
  result: z.string(),
  createdAt: z.date(),
});
export type TToolCallRow = z.infer<typeof ZToolCallRow>;
export const ZRecentToolCallsOutput = z.object({ calls: z.array(ZToolCallRow) });
export type TRecentToolCallsOutput = z.infer<typeof ZRecentToolCallsOutput>;

import { newEntityId, type Region, type RegionalDb } from "@parlo/db";
import {
  KNOWLEDGE_DOC_TYPES,
  KNOWLEDGE_TAB_MESSAGES,
  knowledgeDocExtension,
  knowledgeUploadPath,
  nameFromUrl,
  type TCrawlMode,
  type TKnowledgeSource,
  type TRefreshRate,
} from "@parlo/validators";
import { DomainError } from "../../errors";
import type { EnqueueKnowledgeJob } from "./enqueue-knowledge-job";
import { queueRun } from "./queue-run";
import { SOURCE_ROW_SELECT, toSourceRow } from "./to-source-row";

/** A new source as the add forms describe it (already validated by the procedure's schema). */
export type NewKnowledgeSource =
  | {
      sourceType: "url";
      url: string;
      mode: TCrawlMode;
      maxDepth: number;
      maxPages: number;
      refreshRate: TRefreshRate;
      tags: string[];
      name?: string | undefined;
    }
  | { sourceType: "text"; name: string; content: string; tags: string[] }
  | { sourceType: "doc"; name: string; contentURL: string; tags: string[] };

function columnsOf(source: NewKnowledgeSource, workspaceId: string) {
  switch (source.sourceType) {
    case "url":
      return {
        sourceType: "url",
        name: source.name ?? nameFromUrl(source.url),
        url: source.url,
        // one page needs no depth; the limits are kept as given for the other modes
        crawl: {
          mode: source.mode,
          maxDepth: source.mode === "page" ? 0 : source.maxDepth,
          maxPages: source.mode === "page" ? 1 : source.maxPages,
        },
        refreshRate: source.refreshRate,
        tags: source.tags,
      };
    case "text":
      return { sourceType: "text", name: source.name, content: source.content, tags: source.tags };
    case "doc": {
      const upload = knowledgeUploadPath(source.contentURL);
      const ext = knowledgeDocExtension(source.contentURL);
      if (!upload || !ext) throw new DomainError("BAD_REQUEST", KNOWLEDGE_TAB_MESSAGES.badUpload);
      // only documents uploaded to this workspace's folder (the upload route checked membership)
      if (upload.workspaceId !== workspaceId) {
        throw new DomainError("FORBIDDEN", KNOWLEDGE_TAB_MESSAGES.uploadElsewhere);
      }
      return {
        sourceType: "doc",
        name: source.name,
        contentURL: source.contentURL,
        // the type follows the stored file's extension, not what the browser claimed
        mimeType: KNOWLEDGE_DOC_TYPES[ext],
        tags: source.tags,
      };
    }
  }
}

/**
 * Adds a source to the agent's knowledge base, INITIALIZED, and queues its ingestion (with a
 * "queued" run row). When the queue cannot take it, the source says so (ERROR) and can be
 * refreshed later.
 */
export async function createKnowledgeSource(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  workspaceId: string;
  source: NewKnowledgeSource;
  enqueue: EnqueueKnowledgeJob;
}): Promise<TKnowledgeSource> {
  const db = options.db.for(options.region);
  const created = await db.knowledgeSource.create({
    data: {
      id: newEntityId(),
      agentId: options.agentId,
      workspaceId: options.workspaceId,
      ...columnsOf(options.source, options.workspaceId),
    },
    select: SOURCE_ROW_SELECT,
  });
  const queued = await queueRun(
    db,
    options.region,
    { id: created.id, agentId: options.agentId, workspaceId: options.workspaceId },
    "ingest",
    options.enqueue,
  );
  if (!queued) {
    const failed = await db.knowledgeSource.update({
      where: { id: created.id },
      data: { status: "ERROR", error: KNOWLEDGE_TAB_MESSAGES.queueFailed },
      select: SOURCE_ROW_SELECT,
    });
    return toSourceRow(failed);
  }
  return toSourceRow(created);
}

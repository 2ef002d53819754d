import type { Prisma } from "@parlo/db";
import {
  KNOWLEDGE_CHANGES_SHOWN,
  KNOWLEDGE_JOB_KINDS,
  KNOWLEDGE_JOB_STATES,
  type TKnowledgeChanges,
  type TKnowledgeJobRow,
} from "@parlo/validators";
import { z } from "zod";

export const JOB_ROW_SELECT = {
  id: true,
  sourceId: true,
  agentId: true,
  kind: true,
  status: true,
  pagesFound: true,
  pagesDone: true,
  pagesFailed: true,
  changes: true,
  error: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
} satisfies Prisma.KnowledgeJobSelect;

export type JobRowData = Prisma.KnowledgeJobGetPayload<{ select: typeof JOB_ROW_SELECT }>;

const ZStoredChanges = z.object({
  added: z.array(z.string()).catch([]).default([]),
  removed: z.array(z.string()).catch([]).default([]),
  changed: z.array(z.string()).catch([]).default([]),
});

/** A run's `{ added, removed, changed }` as counts with the first URLs of each, or null when there is none. */
export function toChanges(value: unknown): TKnowledgeChanges | null {
  const parsed = ZStoredChanges.safeParse(value);
  if (!parsed.success) return null;
  const { added, removed, changed } = parsed.data;
  return {
    added: added.length,
    removed: removed.length,
    changed: changed.length,
    addedUrls: added.slice(0, KNOWLEDGE_CHANGES_SHOWN),
    removedUrls: removed.slice(0, KNOWLEDGE_CHANGES_SHOWN),
    changedUrls: changed.slice(0, KNOWLEDGE_CHANGES_SHOWN),
  };
}

const zKind = z.enum(KNOWLEDGE_JOB_KINDS).catch("ingest");
const zStatus = z.enum(KNOWLEDGE_JOB_STATES).catch("failed");

export function toJobRow(row: JobRowData): TKnowledgeJobRow {
  return {
    id: row.id,
    sourceId: row.sourceId,
    agentId: row.agentId,
    kind: zKind.parse(row.kind),
    status: zStatus.parse(row.status),
    pagesFound: row.pagesFound,
    pagesDone: row.pagesDone,
    pagesFailed: row.pagesFailed,
    changes: row.changes === null ? null : toChanges(row.changes),
    error: row.error,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

import type { Prisma } from "@parlo/db";
import {
  ZKnowledgeSource,
  zCrawlMode,
  zKnowledgeSourceType,
  zRefreshRate,
  type TKnowledgeSource,
} from "@parlo/validators";
import { z } from "zod";

/** The columns a source row is made of (never the text content: it can be megabytes). */
export const SOURCE_ROW_SELECT = {
  id: true,
  agentId: true,
  sourceType: true,
  name: true,
  url: true,
  crawl: true,
  mimeType: true,
  tags: true,
  status: true,
  error: true,
  charCount: true,
  chunkCount: true,
  refreshRate: true,
  refreshMetadata: true,
  metadata: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { pages: true } },
} satisfies Prisma.KnowledgeSourceSelect;

export type SourceRowData = Prisma.KnowledgeSourceGetPayload<{ select: typeof SOURCE_ROW_SELECT }>;

const ZCrawl = z.object({ mode: zCrawlMode, maxDepth: z.number().int(), maxPages: z.number().int() });
const ZRefreshMetadata = z.object({
  lastRefreshTS: z.number().int(),
  added: z.array(z.string()).default([]),
  removed: z.array(z.string()).default([]),
  changed: z.array(z.string()).default([]),
});
const ZMetadata = z.object({ description: z.string() });

/** A JSON column read through its shape: what does not fit reads as null. */
function jsonAs<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A source as the Knowledge Base tab shows it. */
export function toSourceRow(row: SourceRowData): TKnowledgeSource {
  return ZKnowledgeSource.parse({
    id: row.id,
    agentId: row.agentId,
    sourceType: zKnowledgeSourceType.catch("text").parse(row.sourceType),
    name: row.name,
    url: row.url,
    crawl: jsonAs(ZCrawl, row.crawl),
    mimeType: row.mimeType,
    tags: row.tags,
    status: row.status,
    error: row.error,
    charCount: row.charCount,
    chunkCount: row.chunkCount,
    pageCount: row._count.pages,
    refreshRate: zRefreshRate.catch("never").parse(row.refreshRate),
    refreshMetadata: jsonAs(ZRefreshMetadata, row.refreshMetadata),
    description: jsonAs(ZMetadata, row.metadata)?.description ?? "",
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}

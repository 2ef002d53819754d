import type { Region, RegionalDb } from "@parlo/db";
import { KNOWLEDGE_SOURCE_JOBS, type TGetKnowledgeSourceOutput } from "@parlo/validators";
import { JOB_ROW_SELECT, toJobRow } from "./to-job-row";
import { SOURCE_ROW_SELECT, toSourceRow } from "./to-source-row";

/** One of the agent's sources with its pages and its last runs, or null when the agent has no such source. */
export async function getKnowledgeSource(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  sourceId: string;
}): Promise<TGetKnowledgeSourceOutput> {
  const db = options.db.for(options.region);
  const row = await db.knowledgeSource.findFirst({
    where: { id: options.sourceId, agentId: options.agentId },
    select: {
      ...SOURCE_ROW_SELECT,
      pages: { orderBy: { url: "asc" }, select: { url: true, title: true, charCount: true, fetchedAt: true } },
      jobs: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: KNOWLEDGE_SOURCE_JOBS, select: JOB_ROW_SELECT },
    },
  });
  if (!row) return null;
  return { source: toSourceRow(row), pages: row.pages, jobs: row.jobs.map(toJobRow) };
}

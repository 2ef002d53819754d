import type { Region, RegionalDb } from "@parlo/db";
import type { TListKnowledgeSourcesOutput } from "@parlo/validators";
import { knowledgeUsage } from "./knowledge-usage";
import { activeRunsWhere } from "./queue-run";
import { SOURCE_ROW_SELECT, toSourceRow } from "./to-source-row";

/** The agent's sources, newest first, which of them have a run queued or running, and the workspace's usage. */
export async function listKnowledgeSources(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  workspaceId: string;
  now?: Date;
}): Promise<TListKnowledgeSourcesOutput> {
  const db = options.db.for(options.region);
  const [rows, active, usage] = await Promise.all([
    db.knowledgeSource.findMany({
      where: { agentId: options.agentId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: SOURCE_ROW_SELECT,
    }),
    db.knowledgeJob.findMany({
      where: { agentId: options.agentId, ...activeRunsWhere(options.now ?? new Date()) },
      distinct: ["sourceId"],
      select: { sourceId: true },
    }),
    knowledgeUsage(options),
  ]);
  return { sources: rows.map(toSourceRow), activeSourceIds: active.map((job) => job.sourceId), usage };
}

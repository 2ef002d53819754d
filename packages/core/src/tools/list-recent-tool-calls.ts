import type { Region, RegionalDb } from "@parlo/db";
import { TOOL_CALLS_RECENT, type TRecentToolCallsOutput } from "@parlo/validators";

/** The agent's last tool calls (all tools, or one), newest first. */
export async function listRecentToolCalls(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  toolId?: string | undefined;
  limit?: number;
}): Promise<TRecentToolCallsOutput> {
  const calls = await options.db.for(options.region).toolCallLog.findMany({
    where: { agentId: options.agentId, ...(options.toolId ? { toolId: options.toolId } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit ?? TOOL_CALLS_RECENT,
    select: {
      id: true,
      conversationId: true,
      toolId: true,
      toolName: true,
      ok: true,
      httpStatus: true,
      ms: true,
      arguments: true,
      result: true,
      createdAt: true,
    },
  });
  return { calls };
}

import type { Region, RegionalDb } from "@parlo/db";
import { DEFAULT_MAX_KB_CHARS, type TKnowledgeUsage } from "@parlo/validators";
import type { PlanColumns } from "../../billing/billing-workspace";
import { limitsFor } from "../../billing/plan-limits";

/** The knowledge characters a workspace's plan allows (its plan's limit, or customPlan.limits.maxKbDocsCharCount). */
export function planKnowledgeLimit(workspace: (PlanColumns & { customPlan: unknown }) | null | undefined): number {
  return workspace ? limitsFor(workspace).maxKbDocsCharCount : DEFAULT_MAX_KB_CHARS;
}

/** The workspace's knowledge characters (every agent's sources) and its plan's limit. */
export async function knowledgeUsage(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TKnowledgeUsage> {
  const db = options.db.for(options.region);
  const [workspace, sum] = await Promise.all([
    db.workspace.findUnique({ where: { id: options.workspaceId } }),
    db.knowledgeSource.aggregate({ where: { workspaceId: options.workspaceId }, _sum: { charCount: true } }),
  ]);
  return { charCount: sum._sum.charCount ?? 0, limit: planKnowledgeLimit(workspace) };
}

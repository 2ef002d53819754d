import type { Region, RegionalDb } from "@parlo/db";
import { DEFAULT_MAX_KB_CHARS, type TKnowledgeUsage } from "@parlo/validators";
import { z } from "zod";

const ZPlanLimit = z.object({
  limits: z.object({ maxKbDocsCharCount: z.number().int().positive().optional() }).optional(),
});

/** The knowledge characters a workspace's plan allows (customPlan.limits.maxKbDocsCharCount, else the default). */
export function planKnowledgeLimit(customPlan: unknown): number {
  const parsed = ZPlanLimit.safeParse(customPlan ?? {});
  return (parsed.success ? parsed.data.limits?.maxKbDocsCharCount : undefined) ?? DEFAULT_MAX_KB_CHARS;
}

/** The workspace's knowledge characters (every agent's sources) and its plan's limit. */
export async function knowledgeUsage(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TKnowledgeUsage> {
  const db = options.db.for(options.region);
  const [workspace, sum] = await Promise.all([
    db.workspace.findUnique({ where: { id: options.workspaceId }, select: { customPlan: true } }),
    db.knowledgeSource.aggregate({ where: { workspaceId: options.workspaceId }, _sum: { charCount: true } }),
  ]);
  return { charCount: sum._sum.charCount ?? 0, limit: planKnowledgeLimit(workspace?.customPlan) };
}

import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import type { DbTx } from "./db-tx";
import { KnowledgeError } from "./knowledge-error";
import { planKnowledgeLimit } from "./sources/knowledge-usage";

/**
 * Inside a transaction that is about to add `added` knowledge characters to a workspace (negative
 * when a page shrinks): locks the workspace row, so parallel ingestions of its sources are counted
 * one after the other, and throws KnowledgeError(charLimit) when the sum over the workspace's
 * sources would pass the plan's limit (customPlan.limits.maxKbDocsCharCount when set).
 */
export async function checkKnowledgeCharLimit(tx: DbTx, workspaceId: string, added: number): Promise<void> {
  const [workspace] = await tx.$queryRaw<
    Array<{
      customPlan: unknown;
      stripeSubscriptionId: string | null;
      subscriptionStatus: string | null;
      stripePlanId: string | null;
      addonQuantities: unknown;
    }>
  >`
    SELECT "customPlan", "stripeSubscriptionId", "subscriptionStatus", "stripePlanId", "addonQuantities"
    FROM "Workspace" WHERE "id" = ${workspaceId} FOR UPDATE`;
  if (added <= 0) return;
  const sum = await tx.knowledgeSource.aggregate({ where: { workspaceId }, _sum: { charCount: true } });
  const limit = planKnowledgeLimit(workspace);
  if ((sum._sum.charCount ?? 0) + added > limit) throw new KnowledgeError(KNOWLEDGE_MESSAGES.charLimit(limit));
}

import { Prisma, randomString } from "@parlo/db";

type Tx = Prisma.TransactionClient;

/**
 * Writes one credit usage log entry and moves the workspace balance by the same amount, inside the
 * caller's transaction and under a row lock on the workspace, so concurrent answers never lose or
 * double a charge. A charge larger than the balance takes what is left (the balance never goes
 * below zero) and logs what was actually taken.
 */
export async function chargeCredits(
  tx: Tx,
  entry: {
    workspaceId: string;
    amount: Prisma.Decimal;
    agentId: string;
    logMessage: string;
    tokenUsage: Record<string, { in: number; out: number }>;
  },
): Promise<{ charged: Prisma.Decimal; balanceAfter: Prisma.Decimal }> {
  const rows = await tx.$queryRaw<Array<{ loadTokens: Prisma.Decimal }>>`
    SELECT "loadTokens" FROM "Workspace" WHERE "id" = ${entry.workspaceId} FOR UPDATE`;
  const balance = new Prisma.Decimal(rows[0]?.loadTokens ?? 0);
  const charged = Prisma.Decimal.min(entry.amount, Prisma.Decimal.max(balance, 0));
  const balanceAfter = balance.minus(charged);
  await tx.workspace.update({ where: { id: entry.workspaceId }, data: { loadTokens: balanceAfter } });
  await tx.creditLedgerEntry.create({
    data: {
      id: randomString(20),
      workspaceId: entry.workspaceId,
      amount: charged,
      direction: "decrease",
      causedBy: "agent",
      agentId: entry.agentId,
      logMessage: entry.logMessage,
      tokenUsage: entry.tokenUsage,
      balanceAfter,
    },
  });
  return { charged, balanceAfter };
}

import { Prisma, randomString, type Region, type RegionalDb } from "@parlo/db";

/**
 * Adds credits to a workspace for a payment, at most once per `reference` ("invoice:in_...",
 * "payment_intent:pi_..."): the ledger's unique (workspaceId, reference) refuses a second entry,
 * and the balance moves in the same statement only when the entry was written. Safe to call from a
 * webhook delivered five times and from the confirming request at the same moment.
 * Answers whether this call granted them.
 */
export async function grantCredits(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  credits: number;
  reference: string;
  featureKey: string;
  logMessage: string;
}): Promise<boolean> {
  if (options.credits <= 0) return false;
  const amount = new Prisma.Decimal(options.credits);
  const id = randomString(20);
  const rows = await options.db.for(options.region).$queryRaw<Array<{ id: string }>>`
    WITH entry AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "featureKey", "logMessage", "reference", "balanceAfter")
      SELECT ${id}, w."id", ${amount}, 'increase'::"CreditDirection", 'feature', ${options.featureKey}, ${options.logMessage},
             ${options.reference}, w."loadTokens" + ${amount}
      FROM "Workspace" w WHERE w."id" = ${options.workspaceId}
      ON CONFLICT ("workspaceId", "reference") DO NOTHING
      RETURNING "id"
    ),
    balance AS (
      UPDATE "Workspace" SET "loadTokens" = "loadTokens" + ${amount}, "hasEverPaid" = true
      WHERE "id" = ${options.workspaceId} AND EXISTS (SELECT 1 FROM entry)
      RETURNING "id"
    )
    SELECT "id" FROM entry`;
  return rows.length > 0;
}

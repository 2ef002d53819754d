import { Prisma } from "@parlo/db";
import type { Db } from "./db";
import { inRange, type DayRange } from "./range-sql";

/**
 * Credits charged for the agent's answers in the range (the credit usage log's entries, summed
 * in the database as exact decimals), e.g. "12.5" or "0".
 */
export async function creditsUsed(db: Db, workspaceId: string, agentId: string, range: DayRange): Promise<string> {
  const rows = await db.$queryRaw<Array<{ used: string }>>`
    SELECT COALESCE(SUM(e."amount"), 0)::text AS "used"
    FROM "CreditLedgerEntry" e
    WHERE e."workspaceId" = ${workspaceId} AND e."agentId" = ${agentId} AND e."direction" = 'decrease'
      AND ${inRange(Prisma.sql`e."ts"`, range)}`;
  // "12.5000" -> "12.5"
  return new Prisma.Decimal(rows[0]?.used ?? "0").toFixed();
}

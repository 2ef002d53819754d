import { Prisma, randomString } from "@parlo/db";
import {
  CLIENT_MESSAGES,
  CREDIT_TRANSFER_MESSAGES,
  type TCreditTransferDirection,
  type TTransferCreditsOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import type { ClientsScope } from "./clients-scope";

/**
 * Moves credits between the workspace and one of its orgs, either way, in one statement: both rows
 * locked (the workspace first, as the runtime's charges lock them), the source's balance checked,
 * both balances moved and two usage-log entries written (the workspace's, and the org's with
 * `consumedFromOrg`), all or nothing. So concurrent transfers and charges never lose or make a
 * credit, and each side's entries sum to its balance.
 */
export async function transferCredits(
  options: ClientsScope & { orgId: string; direction: TCreditTransferDirection; amount: string },
): Promise<TTransferCreditsOutput> {
  const amount = new Prisma.Decimal(options.amount);
  const toOrg = options.direction === "toOrg";
  const workspaceDelta = toOrg ? amount.negated() : amount;
  const orgDelta = toOrg ? amount : amount.negated();
  const [workspaceEntryId, orgEntryId] = [randomString(20), randomString(20)];
  const workspaceMessage = toOrg
    ? `Credits transferred to organization ${options.orgId}`
    : `Credits transferred from organization ${options.orgId}`;
  const orgMessage = toOrg ? "Credits transferred from the workspace" : "Credits transferred to the workspace";
  const rows = await options.db.for(options.region).$queryRaw<
    Array<{ workspaces: number; orgs: number; workspaceAfter: Prisma.Decimal | null; orgAfter: Prisma.Decimal | null }>
  >`
    WITH w AS (
      SELECT "id", "loadTokens" FROM "Workspace" WHERE "id" = ${options.workspaceId} FOR UPDATE
    ),
    o AS (
      SELECT "id", "loadTokens" FROM "Org" WHERE "id" = ${options.orgId} AND "ownerID" = ${options.workspaceId} FOR UPDATE
    ),
    ok AS (
      SELECT 1 FROM w, o
      WHERE CASE WHEN ${toOrg} THEN w."loadTokens" >= ${amount} ELSE o."loadTokens" >= ${amount} END
    ),
    uw AS (
      UPDATE "Workspace" SET "loadTokens" = "loadTokens" + ${workspaceDelta}
      WHERE "id" = ${options.workspaceId} AND EXISTS (SELECT 1 FROM ok)
      RETURNING "loadTokens"
    ),
    uo AS (
      UPDATE "Org" SET "loadTokens" = "loadTokens" + ${orgDelta}
      WHERE "id" = ${options.orgId} AND EXISTS (SELECT 1 FROM ok)
      RETURNING "loadTokens"
    ),
    ew AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "featureKey", "logMessage", "orgId", "consumedFromOrg", "balanceAfter")
      SELECT ${workspaceEntryId}, ${options.workspaceId}, ${amount},
             (CASE WHEN ${toOrg} THEN 'decrease' ELSE 'increase' END)::"CreditDirection",
             'feature', 'credit_transfer', ${workspaceMessage}, ${options.orgId}, false, uw."loadTokens"
      FROM uw
    ),
    eo AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "featureKey", "logMessage", "orgId", "consumedFromOrg", "balanceAfter")
      SELECT ${orgEntryId}, ${options.workspaceId}, ${amount},
             (CASE WHEN ${toOrg} THEN 'increase' ELSE 'decrease' END)::"CreditDirection",
             'feature', 'credit_transfer', ${orgMessage}, ${options.orgId}, true, uo."loadTokens"
      FROM uo
    )
    SELECT (SELECT count(*) FROM w)::int AS "workspaces", (SELECT count(*) FROM o)::int AS "orgs",
           (SELECT "loadTokens" FROM uw) AS "workspaceAfter", (SELECT "loadTokens" FROM uo) AS "orgAfter"`;
  const result = rows[0];
  if (!result || result.workspaces === 0)
    throw new DomainError("NOT_FOUND", CREDIT_TRANSFER_MESSAGES.workspaceNotFound);
  if (result.orgs === 0) throw new DomainError("NOT_FOUND", CLIENT_MESSAGES.orgNotFound);
  if (result.workspaceAfter === null || result.orgAfter === null) {
    throw new DomainError(
      "BAD_REQUEST",
      toOrg ? CREDIT_TRANSFER_MESSAGES.notEnoughInWorkspace : CREDIT_TRANSFER_MESSAGES.notEnoughInOrg,
    );
  }
  return {
    workspaceBalance: new Prisma.Decimal(result.workspaceAfter).toNumber(),
    orgBalance: new Prisma.Decimal(result.orgAfter).toNumber(),
  };
}

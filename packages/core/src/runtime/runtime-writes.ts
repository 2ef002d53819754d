import { hotPathQuery, isRejectedStatement, Prisma, randomString, type RegionalDb } from "@parlo/db";
import type { TAnswerSource } from "@parlo/validators";
import { groupCalls, groupedPerClient } from "./group-calls";
import { payingOrgSql } from "./paying-org";

type Db = ReturnType<RegionalDb["for"]>;

export interface UserMessageInput {
  conversationId: string;
  content: string;
  at: Date;
}

export interface StoredUserMessage {
  id: string;
  role: "user";
  content: string;
  createdAt: Date;
}

/**
 * Stores visitors' messages and counts them on their conversations, in one statement (a batch of
 * turns, see groupCalls; a conversation's time is its latest message's).
 */
export async function insertUserMessages(db: Db, inputs: UserMessageInput[]): Promise<StoredUserMessage[]> {
  const ids = inputs.map(() => randomString(20));
  await hotPathQuery(
    db,
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) AS t("id", "conversationId", "content", "at")
     ),
     message AS (
       INSERT INTO "ConversationMessage" ("id", "conversationId", "role", "content", "createdAt")
       SELECT "id", "conversationId", 'user'::"MessageRole", "content", "at" FROM input
       RETURNING "conversationId", "createdAt"
     ),
     counted AS (
       SELECT "conversationId", count(*)::int AS "added", max("createdAt") AS "at" FROM message GROUP BY "conversationId"
     )
     UPDATE "Conversation" c SET "userMessages" = c."userMessages" + counted."added", "lastMessageAt" = counted."at"
     FROM counted WHERE c."id" = counted."conversationId"`,
    [ids, inputs.map((m) => m.conversationId), inputs.map((m) => m.content), inputs.map((m) => m.at.toISOString())],
  );
  return inputs.map((input, index) => ({
    id: ids[index] ?? "",
    role: "user",
    content: input.content,
    createdAt: input.at,
  }));
}

/** Stores a visitor's message and counts it on the conversation (grouped with other turns' under load). */
export const insertUserMessage = groupedPerClient((db: Db) =>
  // a batch is retried item by item only when PostgreSQL refused it (so nothing was written)
  groupCalls((inputs: UserMessageInput[]) => insertUserMessages(db, inputs), { retryAlone: isRejectedStatement }),
);

export interface AnswerInput {
  conversationId: string;
  agentId: string;
  workspaceId: string;
  content: string;
  model: string;
  tokensIn: number;
  tokensOut: number;
  at: Date;
  price: Prisma.Decimal;
  /** the knowledge pages the answer was given, stored with it (none: the column stays null) */
  sources?: readonly TAnswerSource[];
}

export interface StoredAnswer {
  id: string;
  /** what was taken from the balance (the answer's price) */
  charged: Prisma.Decimal;
  /** the paying balance after this answer's charge; null when the answer was not stored */
  balanceAfter: Prisma.Decimal | null;
  /** the org that paid (its agents spend its credits), or null: the workspace paid */
  orgId: string | null;
  createdAt: Date;
}

/**
 * Stores answers and pays for them, in one statement (so one atomic step): the messages (with their
 * knowledge sources), the agents' token counts, the conversations' times, the paying balances and
 * one credit usage log entry per answer. An agent given to an org is paid for by that org (its
 * first, see payingOrgSql; the entry carries `orgId` and `consumedFromOrg`), any other by its
 * workspace; the workspaces, then the orgs, are locked in id order (as credit transfers lock them).
 * Answers of one payer are charged one after another in the given order, each its full price, so
 * the ledger reads like the same answers charged one at a time. Every answer served is paid for: answers that were already being written when the balance ran
 * out take it below zero, and that debt is shown to the owner and settled by the next credits
 * added (no new turn starts while the balance is zero or less).
 */
export async function insertAnswersAndCharge(db: Db, answers: AnswerInput[]): Promise<StoredAnswer[]> {
  const ids = answers.map(() => randomString(20));
  const entryIds = answers.map(() => randomString(20));
  const column = <T>(pick: (answer: AnswerInput) => T) => answers.map(pick);
  const rows = await hotPathQuery<{ entryId: string; charged: string; balanceAfter: string; orgId: string | null }>(
    db,
    `WITH input AS (
      SELECT * FROM unnest(
        $1::text[], $2::text[], $3::text[], $4::text[],
        $5::text[], $6::text[], $7::text[],
        $8::int[], $9::int[],
        $10::timestamptz[], $11::numeric[],
        $12::jsonb[], $13::jsonb[]
      ) WITH ORDINALITY AS t("id", "entryId", "conversationId", "agentId", "workspaceId", "content", "model",
                             "tokensIn", "tokensOut", "at", "price", "usage", "sources", "position")
    ),
    message AS (
      INSERT INTO "ConversationMessage" ("id", "conversationId", "role", "content", "model", "tokensIn", "tokensOut", "sources", "createdAt")
      SELECT "id", "conversationId", 'assistant'::"MessageRole", "content", "model", "tokensIn", "tokensOut", "sources", "at" FROM input
    ),
    conversation AS (
      UPDATE "Conversation" c SET "lastMessageAt" = latest."at"
      FROM (SELECT "conversationId", max("at") AS "at" FROM input GROUP BY "conversationId") latest
      WHERE c."id" = latest."conversationId"
    ),
    agent AS (
      UPDATE "Agent" a SET "tokensUsage" = a."tokensUsage" + used."tokens"
      FROM (SELECT "agentId", sum("tokensIn" + "tokensOut")::int AS "tokens" FROM input GROUP BY "agentId") used
      WHERE a."id" = used."agentId"
    ),
    before AS (
      SELECT "id", "loadTokens" FROM "Workspace"
      WHERE "id" IN (SELECT "workspaceId" FROM input) ORDER BY "id" FOR UPDATE
    ),
    payer AS (
      SELECT i."position", ${payingOrgSql('i."agentId"', 'i."workspaceId"')} AS "orgId" FROM input i
    ),
    "orgBefore" AS (
      SELECT "id", "loadTokens" FROM "Org"
      WHERE "id" IN (SELECT "orgId" FROM payer) ORDER BY "id" FOR UPDATE
    ),
    charge AS (
      -- an org gone meanwhile is not locked: the workspace pays then
      SELECT i.*, ob."id" AS "orgId", COALESCE(ob."loadTokens", b."loadTokens") AS "start", i."price" AS "charged",
             COALESCE('org:' || ob."id", 'workspace:' || i."workspaceId") AS "payerKey"
      FROM input i JOIN before b ON b."id" = i."workspaceId"
      JOIN payer p ON p."position" = i."position"
      LEFT JOIN "orgBefore" ob ON ob."id" = p."orgId"
    ),
    running AS (
      SELECT c.*, c."start" - sum(c."charged") OVER (PARTITION BY c."payerKey" ORDER BY c."position") AS "after" FROM charge c
    ),
    workspace AS (
      UPDATE "Workspace" w SET "loadTokens" = w."loadTokens" - taken."total"
      FROM (SELECT "workspaceId", sum("charged") AS "total" FROM charge WHERE "orgId" IS NULL GROUP BY "workspaceId") taken
      WHERE w."id" = taken."workspaceId"
    ),
    org AS (
      UPDATE "Org" o SET "loadTokens" = o."loadTokens" - taken."total"
      FROM (SELECT "orgId", sum("charged") AS "total" FROM charge WHERE "orgId" IS NOT NULL GROUP BY "orgId") taken
      WHERE o."id" = taken."orgId"
    ),
    entry AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "agentId", "logMessage", "tokenUsage", "orgId", "consumedFromOrg", "balanceAfter")
      SELECT "entryId", "workspaceId", "charged", 'decrease'::"CreditDirection", 'agent', "agentId",
             'Answer in conversation ' || "conversationId", "usage", "orgId", "orgId" IS NOT NULL, "after"
      FROM running
      RETURNING "id", "amount", "balanceAfter", "orgId"
    )
    -- (every data-modifying part runs to completion whether or not it is read here)
    SELECT e."id" AS "entryId", e."amount" AS "charged", e."balanceAfter", e."orgId" FROM entry e`,
    [
      ids,
      entryIds,
      column((a) => a.conversationId),
      column((a) => a.agentId),
      column((a) => a.workspaceId),
      column((a) => a.content),
      column((a) => a.model),
      column((a) => a.tokensIn),
      column((a) => a.tokensOut),
      column((a) => a.at.toISOString()),
      column((a) => a.price.toString()),
      column((a) => JSON.stringify({ [a.model]: { in: a.tokensIn, out: a.tokensOut } })),
      column((a) => (a.sources?.length ? JSON.stringify(a.sources) : null)),
    ],
  );
  const byEntry = new Map(rows.map((row) => [row.entryId, row]));
  return answers.map((answer, index) => {
    const row = byEntry.get(entryIds[index] ?? "");
    return {
      id: ids[index] ?? "",
      charged: new Prisma.Decimal(row?.charged ?? 0),
      balanceAfter: row ? new Prisma.Decimal(row.balanceAfter) : null,
      orgId: row?.orgId ?? null,
      createdAt: answer.at,
    };
  });
}

/** Stores an answer and pays for it (grouped with other turns' answers under load). */
export const insertAnswerAndCharge = groupedPerClient((db: Db) =>
  // a batch is retried item by item only when PostgreSQL refused it (so nothing was charged)
  groupCalls((answers: AnswerInput[]) => insertAnswersAndCharge(db, answers), { retryAlone: isRejectedStatement }),
);

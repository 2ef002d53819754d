import { Prisma, randomString, type RegionalDb } from "@parlo/db";

type Db = ReturnType<RegionalDb["for"]>;

/** Stores the visitor's message and counts it on the conversation, in one statement. */
export async function insertUserMessage(
  db: Db,
  conversationId: string,
  content: string,
  at: Date,
): Promise<{ id: string; role: "user"; content: string; createdAt: Date }> {
  const id = randomString(20);
  await db.$executeRaw`
    WITH message AS (
      INSERT INTO "ConversationMessage" ("id", "conversationId", "role", "content", "createdAt")
      VALUES (${id}, ${conversationId}, 'user'::"MessageRole", ${content}, ${at})
      RETURNING "id"
    )
    UPDATE "Conversation" SET "userMessages" = "userMessages" + 1, "lastMessageAt" = ${at}
    WHERE "id" = ${conversationId} AND EXISTS (SELECT 1 FROM message)`;
  return { id, role: "user", content, createdAt: at };
}

/**
 * Stores an answer and pays for it, in one statement (so one atomic step): the message, the agent's
 * token count, the conversation's time, the workspace balance (locked; never below zero) and the
 * credit usage log entry with what was actually taken.
 */
export async function insertAnswerAndCharge(
  db: Db,
  answer: {
    conversationId: string;
    agentId: string;
    workspaceId: string;
    content: string;
    model: string;
    tokensIn: number;
    tokensOut: number;
    at: Date;
    price: Prisma.Decimal;
  },
): Promise<{ id: string; charged: Prisma.Decimal; balanceAfter: Prisma.Decimal | null; createdAt: Date }> {
  const id = randomString(20);
  const entryId = randomString(20);
  const usage = JSON.stringify({ [answer.model]: { in: answer.tokensIn, out: answer.tokensOut } });
  const tokens = answer.tokensIn + answer.tokensOut;
  const rows = await db.$queryRaw<Array<{ charged: Prisma.Decimal; balanceAfter: Prisma.Decimal }>>`
    WITH message AS (
      INSERT INTO "ConversationMessage" ("id", "conversationId", "role", "content", "model", "tokensIn", "tokensOut", "createdAt")
      VALUES (${id}, ${answer.conversationId}, 'assistant'::"MessageRole", ${answer.content}, ${answer.model},
              ${answer.tokensIn}, ${answer.tokensOut}, ${answer.at})
      RETURNING "id"
    ),
    conversation AS (
      UPDATE "Conversation" SET "lastMessageAt" = ${answer.at} WHERE "id" = ${answer.conversationId} RETURNING "id"
    ),
    agent AS (
      UPDATE "Agent" SET "tokensUsage" = "tokensUsage" + ${tokens} WHERE "id" = ${answer.agentId} RETURNING "id"
    ),
    before AS (
      SELECT "loadTokens" FROM "Workspace" WHERE "id" = ${answer.workspaceId} FOR UPDATE
    ),
    charge AS (
      SELECT LEAST(${answer.price}::numeric, GREATEST("loadTokens", 0)) AS "charged", "loadTokens" FROM before
    ),
    workspace AS (
      UPDATE "Workspace" w SET "loadTokens" = w."loadTokens" - c."charged"
      FROM charge c WHERE w."id" = ${answer.workspaceId}
      RETURNING w."loadTokens" AS "after", c."charged"
    ),
    entry AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "agentId", "logMessage", "tokenUsage", "balanceAfter")
      SELECT ${entryId}, ${answer.workspaceId}, "charged", 'decrease'::"CreditDirection", 'agent', ${answer.agentId},
             ${`Answer in conversation ${answer.conversationId}`}, ${usage}::jsonb, "after"
      FROM workspace
      RETURNING "amount", "balanceAfter"
    )
    SELECT e."amount" AS "charged", e."balanceAfter" FROM entry e, message, conversation, agent`;
  const row = rows[0];
  return {
    id,
    charged: new Prisma.Decimal(row?.charged ?? 0),
    balanceAfter: row ? new Prisma.Decimal(row.balanceAfter) : null,
    createdAt: answer.at,
  };
}

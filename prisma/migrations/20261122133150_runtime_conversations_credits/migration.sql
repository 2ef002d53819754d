-- CreateEnum
CREATE TYPE "ConversationStatus" AS ENUM ('ai', 'handoff_requested', 'human');

-- CreateEnum
CREATE TYPE "MessageRole" AS ENUM ('user', 'assistant', 'human', 'system');

-- CreateEnum
CREATE TYPE "CreditDirection" AS ENUM ('increase', 'decrease');

-- AlterTable
ALTER TABLE "Agent" ADD COLUMN     "tokensUsage" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Conversation" (
    "id" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "visitorId" VARCHAR(64) NOT NULL,
    "visitorTokenHash" VARCHAR(64) NOT NULL,
    "channel" VARCHAR(16) NOT NULL,
    "status" "ConversationStatus" NOT NULL DEFAULT 'ai',
    "recorded" BOOLEAN NOT NULL DEFAULT true,
    "pageUrl" TEXT,
    "geo" JSONB,
    "userMessages" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConversationMessage" (
    "id" VARCHAR(20) NOT NULL,
    "conversationId" VARCHAR(20) NOT NULL,
    "role" "MessageRole" NOT NULL,
    "content" TEXT NOT NULL,
    "model" TEXT,
    "tokensIn" INTEGER NOT NULL DEFAULT 0,
    "tokensOut" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditLedgerEntry" (
    "id" VARCHAR(20) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "direction" "CreditDirection" NOT NULL,
    "causedBy" VARCHAR(16) NOT NULL,
    "agentId" VARCHAR(16),
    "featureKey" TEXT,
    "logMessage" TEXT NOT NULL,
    "tokenUsage" JSONB,
    "orgId" TEXT,
    "consumedFromOrg" BOOLEAN NOT NULL DEFAULT false,
    "balanceAfter" DECIMAL(20,4) NOT NULL,
    "ts" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditLedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Conversation_agentId_lastMessageAt_idx" ON "Conversation"("agentId", "lastMessageAt");

-- CreateIndex
CREATE INDEX "ConversationMessage_conversationId_createdAt_idx" ON "ConversationMessage"("conversationId", "createdAt");

-- CreateIndex
CREATE INDEX "CreditLedgerEntry_workspaceId_ts_idx" ON "CreditLedgerEntry"("workspaceId", "ts");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditLedgerEntry" ADD CONSTRAINT "CreditLedgerEntry_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The credit usage log is append-only: an entry is never rewritten.
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'CreditLedgerEntry is append-only';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "CreditLedgerEntry_no_update" BEFORE UPDATE ON "CreditLedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();

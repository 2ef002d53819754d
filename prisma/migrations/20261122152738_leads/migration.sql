-- CreateTable
CREATE TABLE "Lead" (
    "id" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "conversationId" VARCHAR(20),
    "name" VARCHAR(200),
    "email" VARCHAR(320),
    "phone" VARCHAR(40),
    "fields" JSONB NOT NULL DEFAULT '{}',
    "pageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Lead_agentId_createdAt_idx" ON "Lead"("agentId", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_workspaceId_createdAt_idx" ON "Lead"("workspaceId", "createdAt");

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- trigram similarity for knowledge retrieval (a contrib extension, shipped with PostgreSQL)
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "KnowledgeSourceStatus" AS ENUM ('INITIALIZED', 'PENDING', 'SUCCESS', 'ERROR');

-- CreateTable
CREATE TABLE "KnowledgeSource" (
    "id" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "sourceType" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "crawl" JSONB,
    "content" TEXT,
    "contentURL" TEXT,
    "mimeType" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "KnowledgeSourceStatus" NOT NULL DEFAULT 'INITIALIZED',
    "error" TEXT,
    "charCount" INTEGER NOT NULL DEFAULT 0,
    "chunkCount" INTEGER NOT NULL DEFAULT 0,
    "refreshRate" VARCHAR(8) NOT NULL DEFAULT 'never',
    "refreshMetadata" JSONB,
    "nextRefreshAt" TIMESTAMP(3),
    "metadata" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KnowledgeSource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgePage" (
    "id" VARCHAR(20) NOT NULL,
    "sourceId" VARCHAR(20) NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "contentHash" VARCHAR(64) NOT NULL,
    "charCount" INTEGER NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgePage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeChunk" (
    "id" VARCHAR(20) NOT NULL,
    "sourceId" VARCHAR(20) NOT NULL,
    "pageId" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "content" TEXT NOT NULL,
    "charCount" INTEGER NOT NULL,
    "embedding" REAL[] DEFAULT ARRAY[]::REAL[],
    "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "title" || ' ' || "content")) STORED,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnowledgeChunk_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KnowledgeJob" (
    "id" VARCHAR(20) NOT NULL,
    "sourceId" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "kind" VARCHAR(8) NOT NULL,
    "status" VARCHAR(8) NOT NULL DEFAULT 'queued',
    "pagesFound" INTEGER NOT NULL DEFAULT 0,
    "pagesDone" INTEGER NOT NULL DEFAULT 0,
    "pagesFailed" INTEGER NOT NULL DEFAULT 0,
    "changes" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "KnowledgeJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ToolCallLog" (
    "id" VARCHAR(20) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "conversationId" VARCHAR(20),
    "toolId" VARCHAR(64) NOT NULL,
    "toolName" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "httpStatus" INTEGER,
    "ms" INTEGER NOT NULL,
    "arguments" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToolCallLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KnowledgeSource_agentId_createdAt_idx" ON "KnowledgeSource"("agentId", "createdAt");

-- CreateIndex
CREATE INDEX "KnowledgeSource_nextRefreshAt_idx" ON "KnowledgeSource"("nextRefreshAt");

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgePage_sourceId_url_key" ON "KnowledgePage"("sourceId", "url");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_agentId_idx" ON "KnowledgeChunk"("agentId");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_pageId_position_idx" ON "KnowledgeChunk"("pageId", "position");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_search_idx" ON "KnowledgeChunk" USING GIN ("search");

-- CreateIndex
CREATE INDEX "KnowledgeChunk_content_idx" ON "KnowledgeChunk" USING GIN ("content" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "KnowledgeJob_workspaceId_createdAt_idx" ON "KnowledgeJob"("workspaceId", "createdAt");

-- CreateIndex
CREATE INDEX "KnowledgeJob_sourceId_createdAt_idx" ON "KnowledgeJob"("sourceId", "createdAt");

-- CreateIndex
CREATE INDEX "ToolCallLog_agentId_createdAt_idx" ON "ToolCallLog"("agentId", "createdAt");

-- AddForeignKey
ALTER TABLE "KnowledgeSource" ADD CONSTRAINT "KnowledgeSource_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgePage" ADD CONSTRAINT "KnowledgePage_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "KnowledgeSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeChunk" ADD CONSTRAINT "KnowledgeChunk_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "KnowledgeSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeChunk" ADD CONSTRAINT "KnowledgeChunk_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "KnowledgePage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KnowledgeJob" ADD CONSTRAINT "KnowledgeJob_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "KnowledgeSource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolCallLog" ADD CONSTRAINT "ToolCallLog_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;


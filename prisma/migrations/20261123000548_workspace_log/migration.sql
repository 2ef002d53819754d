-- CreateTable
CREATE TABLE "WorkspaceLog" (
    "id" VARCHAR(20) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "userId" VARCHAR(15),
    "agentId" VARCHAR(16),
    "type" VARCHAR(20) NOT NULL,
    "content" TEXT NOT NULL,
    "channel" VARCHAR(30) NOT NULL DEFAULT 'web',
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "withEmail" BOOLEAN NOT NULL DEFAULT false,
    "region" VARCHAR(2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkspaceLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkspaceLog_workspaceId_createdAt_idx" ON "WorkspaceLog"("workspaceId", "createdAt");

-- AddForeignKey
ALTER TABLE "WorkspaceLog" ADD CONSTRAINT "WorkspaceLog_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "eventSigningSecret" VARCHAR(60);

-- CreateTable
CREATE TABLE "SecretReveal" (
    "id" TEXT NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "agentId" VARCHAR(16) NOT NULL,
    "email" TEXT NOT NULL,
    "revealedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SecretReveal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthSession" (
    "id" VARCHAR(32) NOT NULL,
    "userId" VARCHAR(15) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "AuthSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SecretReveal_workspaceId_email_idx" ON "SecretReveal"("workspaceId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "SecretReveal_agentId_email_key" ON "SecretReveal"("agentId", "email");

-- CreateIndex
CREATE INDEX "AuthSession_userId_idx" ON "AuthSession"("userId");

-- AddForeignKey
ALTER TABLE "SecretReveal" ADD CONSTRAINT "SecretReveal_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;


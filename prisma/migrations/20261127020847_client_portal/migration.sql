-- DropIndex
DROP INDEX "Client_email_idx";

-- DropIndex
DROP INDEX "Client_orgId_email_key";

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "ownerID" VARCHAR(15) NOT NULL;

-- CreateTable
CREATE TABLE "ClientSession" (
    "id" VARCHAR(20) NOT NULL,
    "tokenHash" VARCHAR(64) NOT NULL,
    "agencyId" VARCHAR(20) NOT NULL,
    "clientId" VARCHAR(20),
    "kind" TEXT NOT NULL,
    "readOnly" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "ClientSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientLoginCode" (
    "id" VARCHAR(20) NOT NULL,
    "agencyId" VARCHAR(20) NOT NULL,
    "email" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" VARCHAR(64) NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientLoginCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientLoginToken" (
    "id" VARCHAR(20) NOT NULL,
    "tokenHash" VARCHAR(64) NOT NULL,
    "clientId" VARCHAR(20) NOT NULL,
    "readOnly" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientLoginToken_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClientSession_tokenHash_key" ON "ClientSession"("tokenHash");

-- CreateIndex
CREATE INDEX "ClientSession_clientId_idx" ON "ClientSession"("clientId");

-- CreateIndex
CREATE INDEX "ClientSession_agencyId_idx" ON "ClientSession"("agencyId");

-- CreateIndex
CREATE INDEX "ClientLoginCode_agencyId_email_createdAt_idx" ON "ClientLoginCode"("agencyId", "email", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ClientLoginToken_tokenHash_key" ON "ClientLoginToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ClientLoginToken_clientId_idx" ON "ClientLoginToken"("clientId");

-- CreateIndex
CREATE INDEX "Client_orgId_idx" ON "Client"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "Client_ownerID_email_key" ON "Client"("ownerID", "email");

-- AddForeignKey
ALTER TABLE "ClientSession" ADD CONSTRAINT "ClientSession_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientSession" ADD CONSTRAINT "ClientSession_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientLoginCode" ADD CONSTRAINT "ClientLoginCode_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientLoginToken" ADD CONSTRAINT "ClientLoginToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- AlterTable
ALTER TABLE "CreditLedgerEntry" ADD COLUMN     "reference" TEXT;

-- AlterTable
ALTER TABLE "Workspace" ADD COLUMN     "addonQuantities" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "autoRechargeClaimedAt" TIMESTAMP(3),
ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "currentPeriodEnd" TIMESTAMP(3),
ADD COLUMN     "currentPeriodStart" TIMESTAMP(3),
ADD COLUMN     "subscriptionCancelAt" TIMESTAMP(3),
ADD COLUMN     "subscriptionStatus" VARCHAR(30);

-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "workspaceId" VARCHAR(15),
    "created" INTEGER NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AutoRechargeCharge" (
    "id" VARCHAR(20) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "taxMinor" INTEGER NOT NULL DEFAULT 0,
    "credits" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "paymentIntentId" VARCHAR(255),
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AutoRechargeCharge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StripeEvent_workspaceId_receivedAt_idx" ON "StripeEvent"("workspaceId", "receivedAt");

-- CreateIndex
CREATE INDEX "AutoRechargeCharge_workspaceId_createdAt_idx" ON "AutoRechargeCharge"("workspaceId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CreditLedgerEntry_workspaceId_reference_key" ON "CreditLedgerEntry"("workspaceId", "reference");

-- AddForeignKey
ALTER TABLE "StripeEvent" ADD CONSTRAINT "StripeEvent_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutoRechargeCharge" ADD CONSTRAINT "AutoRechargeCharge_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- AlterTable
ALTER TABLE "Agency" ADD COLUMN     "allowPlans" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "billingSettingsSaved" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "clientPlans" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "stripeAccountCountry" VARCHAR(2),
ADD COLUMN     "stripeAccountId" VARCHAR(255),
ADD COLUMN     "stripeConnectEmail" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "stripeConnected" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stripePayoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "usdPerCreditExtra" DECIMAL(12,6) NOT NULL DEFAULT 0.003;

-- AlterTable
ALTER TABLE "Org" ADD COLUMN     "autochargeClaimedAt" TIMESTAMP(3),
ADD COLUMN     "stripeCustomerId" VARCHAR(255);

-- CreateIndex
CREATE UNIQUE INDEX "Agency_stripeAccountId_key" ON "Agency"("stripeAccountId");


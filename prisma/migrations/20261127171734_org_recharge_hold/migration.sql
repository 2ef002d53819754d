-- CreateEnum
CREATE TYPE "OrgRechargeIssue" AS ENUM ('needs_confirmation', 'declined');

-- AlterTable: a recharge claim becomes a hold with its end (a claim lasted 15 minutes)
ALTER TABLE "Org" RENAME COLUMN "autochargeClaimedAt" TO "autochargeHeldUntil";
UPDATE "Org" SET "autochargeHeldUntil" = "autochargeHeldUntil" + INTERVAL '15 minutes' WHERE "autochargeHeldUntil" IS NOT NULL;
ALTER TABLE "Org" ADD COLUMN     "autochargeIssue" "OrgRechargeIssue",
ADD COLUMN     "autochargeIssueDetail" TEXT;

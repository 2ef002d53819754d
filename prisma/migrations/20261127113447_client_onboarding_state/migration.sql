-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "onboardingState" JSONB NOT NULL DEFAULT '{}';


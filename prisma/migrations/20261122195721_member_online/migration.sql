-- AlterTable
ALTER TABLE "WorkspaceMember" ADD COLUMN     "online" BOOLEAN NOT NULL DEFAULT true;


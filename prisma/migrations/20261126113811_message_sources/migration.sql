-- AlterTable
ALTER TABLE "ConversationMessage" ADD COLUMN     "sources" JSONB;


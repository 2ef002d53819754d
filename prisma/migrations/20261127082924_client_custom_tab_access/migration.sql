-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "customTabAccess" TEXT[] DEFAULT ARRAY[]::TEXT[];


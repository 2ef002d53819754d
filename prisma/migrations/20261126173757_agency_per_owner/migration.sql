-- DropIndex
DROP INDEX "Agency_userId_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Agency_userId_key" ON "Agency"("userId");


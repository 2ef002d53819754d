-- CreateTable
CREATE TABLE "Notification" (
    "id" VARCHAR(20) NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "recipient" VARCHAR(40) NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "urlPathname" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "seen" BOOLEAN NOT NULL DEFAULT false,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "ts" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Notification_recipient_workspaceId_level_ts_idx" ON "Notification"("recipient", "workspaceId", "level", "ts");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" VARCHAR(20) NOT NULL,
    "recipient" VARCHAR(40) NOT NULL,
    "endpoint" VARCHAR(2048) NOT NULL,
    "p256dh" VARCHAR(100) NOT NULL,
    "auth" VARCHAR(40) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushVapidKeys" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "publicKey" VARCHAR(100) NOT NULL,
    "privateKey" VARCHAR(60) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushVapidKeys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PushSubscription_endpoint_idx" ON "PushSubscription" USING HASH ("endpoint");

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_recipient_endpoint_key" ON "PushSubscription"("recipient", "endpoint");


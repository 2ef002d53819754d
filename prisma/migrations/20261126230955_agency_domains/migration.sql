-- AlterTable
ALTER TABLE "Agency" ADD COLUMN     "customDomainCheckedAt" TIMESTAMP(3),
ADD COLUMN     "customDomainSetAt" TIMESTAMP(3),
ADD COLUMN     "resendEmailDomain" TEXT,
ADD COLUMN     "resendEmailDomainId" TEXT,
ADD COLUMN     "resendEmailDomainRecords" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "resendEmailDomainStatus" TEXT NOT NULL DEFAULT 'not_started';

-- CreateTable
CREATE TABLE "dns_reminders" (
    "id" VARCHAR(20) NOT NULL,
    "agencyId" VARCHAR(20) NOT NULL,
    "domain" TEXT NOT NULL,
    "agencyName" TEXT NOT NULL,
    "userEmail" TEXT NOT NULL,
    "bucket" TEXT NOT NULL,
    "timestamp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "dns_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dns_reminders_agencyId_domain_bucket_key" ON "dns_reminders"("agencyId", "domain", "bucket");

-- CreateIndex
CREATE INDEX "Agency_resendEmailDomain_idx" ON "Agency"("resendEmailDomain");

-- AddForeignKey
ALTER TABLE "dns_reminders" ADD CONSTRAINT "dns_reminders_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;


import type { Prisma, Region, RegionalDb } from "@parlo/db";
import { ZDnsRecord, type TDnsRecord, type TEmailDomainOutput, type TEmailDomainStatus } from "@parlo/validators";
import type { TApiDomainRecord } from "./email-domains-client";

/** The agency columns of the sending domain. */
export const EMAIL_DOMAIN_COLUMNS = {
  id: true,
  resendEmailDomain: true,
  resendEmailDomainId: true,
  resendEmailDomainStatus: true,
  resendEmailDomainRecords: true,
} as const;

export type EmailDomainRow = Prisma.AgencyGetPayload<{ select: typeof EMAIL_DOMAIN_COLUMNS }>;

/** The columns as they are before a domain is added, and after Delete Domain. */
export const NO_EMAIL_DOMAIN = {
  resendEmailDomain: null,
  resendEmailDomainId: null,
  resendEmailDomainStatus: "not_started",
  resendEmailDomainRecords: [],
} satisfies Prisma.AgencyUpdateManyMutationInput;

/**
 * The API's status in the tab's three: a failed DNS check (`failed`) waits for the records to be
 * fixed and Verify pressed again (not_started); a check still running or retried later is pending.
 */
export function toEmailDomainStatus(apiStatus: string): TEmailDomainStatus {
  if (apiStatus === "verified") return "verified";
  if (apiStatus === "not_started" || apiStatus === "failed") return "not_started";
  return "pending";
}

/** The API's records as stored (`record` kept for reference) and shown. */
export function toDnsRecords(records: readonly TApiDomainRecord[]): Array<TDnsRecord & { record: string | null }> {
  return records.map((record) => ({
    record: record.record ?? null,
    type: record.type,
    name: record.name,
    value: record.value,
    ttl: record.ttl === undefined ? "Auto" : String(record.ttl),
    priority: record.priority ?? null,
    status: record.status ?? null,
  }));
}

/** The stored records (unreadable entries left out). */
function storedRecords(json: Prisma.JsonValue): TDnsRecord[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const parsed = ZDnsRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the Email tab shows of an agency (or of no agency yet). */
export function toEmailDomainOutput(row: EmailDomainRow | null, available: boolean): TEmailDomainOutput {
  if (!row?.resendEmailDomain) return { available, domain: null, status: "not_started", records: [] };
  return {
    available,
    domain: row.resendEmailDomain,
    status: toEmailDomainStatus(row.resendEmailDomainStatus),
    records: storedRecords(row.resendEmailDomainRecords),
  };
}

/** The sending-domain columns of a workspace owner's agency, null before its first save. */
export function findEmailDomainRow(db: RegionalDb, region: Region, workspaceId: string) {
  return db.for(region).agency.findUnique({ where: { userId: workspaceId }, select: EMAIL_DOMAIN_COLUMNS });
}

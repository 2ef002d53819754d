import { randomBytes, randomUUID } from "node:crypto";

/** A domain's (and its records') status, as Resend's domains API reports it. */
export type StandInDomainStatus = "not_started" | "pending" | "verified";

/** A DNS record of a domain, shaped like Resend's. */
export interface StandInDomainRecord {
  record: "SPF" | "DKIM";
  name: string;
  type: "MX" | "TXT";
  ttl: "Auto";
  status: StandInDomainStatus;
  value: string;
  priority?: number;
}

/** A domain as Resend's `GET /domains/{id}` answers it. */
export interface StandInDomain {
  object: "domain";
  id: string;
  name: string;
  status: StandInDomainStatus;
  created_at: string;
  region: string;
  records: StandInDomainRecord[];
}

export const STAND_IN_REGION = "us-east-1";

/** A domain name Resend would take: labels of letters, digits and hyphens, a dot at least. */
export function isDomainName(name: string): boolean {
  return (
    name.length <= 253 &&
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(name)
  );
}

/** A new domain in Resend's shape: SPF (MX and TXT on `send`) and DKIM (TXT) records, not started. */
export function newStandInDomain(name: string, now: Date): StandInDomain {
  const dkim = randomBytes(162).toString("base64");
  return {
    object: "domain",
    id: randomUUID(),
    name,
    status: "not_started",
    created_at: now.toISOString(),
    region: STAND_IN_REGION,
    records: [
      {
        record: "SPF",
        name: "send",
        type: "MX",
        ttl: "Auto",
        status: "not_started",
        value: `feedback-smtp.${STAND_IN_REGION}.amazonses.com`,
        priority: 10,
      },
      {
        record: "SPF",
        name: "send",
        type: "TXT",
        ttl: "Auto",
        status: "not_started",
        value: '"v=spf1 include:amazonses.com ~all"',
      },
      {
        record: "DKIM",
        name: "resend._domainkey",
        type: "TXT",
        ttl: "Auto",
        status: "not_started",
        value: `p=${dkim}`,
      },
    ],
  };
}

/** The domain and every record moved to a status. */
export function withStatus(domain: StandInDomain, status: StandInDomainStatus): StandInDomain {
  return { ...domain, status, records: domain.records.map((record) => ({ ...record, status })) };
}

import { createRegionalDb, type Region } from "@parlo/db";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import {
  createTestAgency,
  createIsolatedDatabases,
  createTestDeps,
  mailboxMessagesTo,
  startDnsStandIn,
  type DnsStandIn,
  type IsolatedDatabases,
} from "@parlo/testing";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { createAgencyHostResolver } from "./agency-host-resolver";
import type { DomainJobDeps } from "./domain-job-deps";
import { createPortalDomainsConfig } from "./portal-domains-config";
import { sendDueDnsReminders } from "./send-due-dns-reminders";

// the run looks at every agency of a region: these tests get databases of their own
let isolated: IsolatedDatabases;
let dns: DnsStandIn;
let deps: DomainJobDeps;
const base = createTestDeps();

beforeAll(async () => {
  [isolated, dns] = await Promise.all([createIsolatedDatabases("dns_reminders"), startDnsStandIn()]);
  deps = {
    ...base,
    db: createRegionalDb(isolated.urls),
    portalDomains: createPortalDomainsConfig({
      portalUrl: "http://localhost:3001",
      rootDomain: "portal.parlo.test",
      cnameTarget: "edge.parlo.test",
      dnsServers: dns.server,
      httpsPort: 443,
    }),
  };
}, 120_000);

afterAll(async () => {
  await dns.stop();
  await deps.db.disconnect();
  await base.db.disconnect();
  await isolated.drop();
});

const REGIONS: Region[] = ["eu", "na"];

// each test starts from no agency (and so no reminder)
beforeEach(async () => {
  await Promise.all(REGIONS.map((region) => deps.db.for(region).agency.deleteMany()));
});
const T0 = new Date("2030-03-01T09:00:00Z");
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * 86_400_000 + hours * 3_600_000);
const unique = () => randomBytes(4).toString("hex");

/** An agency whose custom domain `app.{label}-{random}.com` was entered at T0. */
async function waitingAgency(label: string, region: Region) {
  const host = `app.${label}-${unique()}.com`;
  const created = await createTestAgency(deps.db.for(region), {
    customDomain: host,
    customDomainSetAt: T0,
    name: `Agency ${region}`,
  });
  return { region, host, ...created };
}

/** One such agency per region. */
const waitingAgencies = (label: string) => Promise.all(REGIONS.map((region) => waitingAgency(label, region)));

const remindersOf = (region: Region, agencyId: string) =>
  deps.db.for(region).dnsReminder.findMany({ where: { agencyId }, orderBy: { timestamp: "asc" } });

describe("DNS reminders", () => {
  it("e-mails the owner once at 1, 3 and 7 days while the domain stays unverified, in both regions", async () => {
    const agencies = await waitingAgencies("remind");
    expect(await sendDueDnsReminders({ deps, now: at(0, 23) })).toEqual({ reminded: 0, verified: 0, failed: 0 });

    for (const [days, later] of [
      [1, 2],
      [3, 5],
      [7, 24 * 30],
    ] as const) {
      const since = new Date();
      expect(await sendDueDnsReminders({ deps, now: at(days) })).toEqual({ reminded: 2, verified: 0, failed: 0 });
      for (const { region, host, user } of agencies) {
        const message = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: user.email, since });
        expect(message.subject).toBe(`${host} is not connected yet`);
        expect(message.text).toContain(`Agency ${region}'s client portal ${days === 1 ? "1 day" : `${days} days`} ago`);
        expect(message.text).toContain("CNAME  app  edge.parlo.test  (TTL: Auto)");
        expect(message.text).toContain(`http://localhost:3000/app/${region}/agency?activeTabIndex=1`);
      }
      // a later run of the same bucket sends nothing
      expect(await sendDueDnsReminders({ deps, now: at(days, later) })).toMatchObject({ reminded: 0 });
    }

    for (const { region, agency, user, host } of agencies) {
      expect(await mailboxMessagesTo(user.email)).toHaveLength(3);
      expect(await remindersOf(region, agency.id)).toEqual([
        expect.objectContaining({ bucket: "1d", domain: host, userEmail: user.email, sent: true, timestamp: at(1) }),
        expect.objectContaining({ bucket: "3d", agencyName: `Agency ${region}`, sent: true, timestamp: at(3) }),
        expect.objectContaining({ bucket: "7d", sent: true, timestamp: at(7) }),
      ]);
    }
  });

  it("sends only the latest bucket due when several are due at once", async () => {
    const agencies = await waitingAgencies("late");
    expect(await sendDueDnsReminders({ deps, now: at(8) })).toEqual({ reminded: 2, verified: 0, failed: 0 });
    expect(await sendDueDnsReminders({ deps, now: at(9) })).toMatchObject({ reminded: 0 });
    for (const { region, agency, user } of agencies) {
      const messages = await mailboxMessagesTo(user.email);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.text).toContain("7 days ago");
      expect((await remindersOf(region, agency.id)).map((row) => row.bucket)).toEqual(["7d"]);
    }
  });

  it("marks a domain that now points at the portal verified instead, and sends nothing", async () => {
    const agencies = await waitingAgencies("fixed");
    for (const { host } of agencies) dns.set(host, { cname: "edge.parlo.test." });
    expect(await sendDueDnsReminders({ deps, now: at(1) })).toEqual({ reminded: 0, verified: 2, failed: 0 });
    const resolver = createAgencyHostResolver({ db: deps.db, rootDomain: "portal.parlo.test" });
    for (const { region, agency, user, host } of agencies) {
      expect(await deps.db.for(region).agency.findUniqueOrThrow({ where: { id: agency.id } })).toMatchObject({
        isVerifiedCustomDomain: true,
        customDomainCheckedAt: at(1),
      });
      expect(await resolver.resolve(host)).toMatchObject({ kind: "agency", region, agencyId: agency.id });
      expect(await remindersOf(region, agency.id)).toEqual([]);
      expect(await mailboxMessagesTo(user.email)).toEqual([]);
    }
    // verified: no reminder ever after
    expect(await sendDueDnsReminders({ deps, now: at(7) })).toMatchObject({ reminded: 0, verified: 0 });
    for (const { user } of agencies) expect(await mailboxMessagesTo(user.email)).toEqual([]);
  });

  it("sends each reminder once when runs overlap", async () => {
    const agencies = await waitingAgencies("race");
    const runs = await Promise.all([1, 2, 3].map(() => sendDueDnsReminders({ deps, now: at(1) })));
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(2);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    for (const { region, agency, user } of agencies) {
      expect(await mailboxMessagesTo(user.email)).toHaveLength(1);
      expect(await remindersOf(region, agency.id)).toEqual([expect.objectContaining({ bucket: "1d", sent: true })]);
    }
  });

  it("gives the claim up when the e-mail cannot be sent, so that the next run sends it", async () => {
    const { region, agency, user } = await waitingAgency("mailfail", "eu");
    const failing: DomainJobDeps = { ...deps, mailer: { send: () => Promise.reject(new Error("SMTP down")) } };
    expect(await sendDueDnsReminders({ deps: failing, now: at(1), regions: [region] })).toMatchObject({
      reminded: 0,
      failed: 1,
    });
    expect(await remindersOf(region, agency.id)).toEqual([]);
    expect(await sendDueDnsReminders({ deps, now: at(1, 1), regions: [region] })).toMatchObject({ reminded: 1 });
    expect(await mailboxMessagesTo(user.email)).toHaveLength(1);
  });
});

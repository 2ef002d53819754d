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
import { createAgencyHostResolver, watchAgencyDomainChanges } from "./agency-host-resolver";
import type { DomainJobDeps } from "./domain-job-deps";
import { createPortalDomainsConfig } from "./portal-domains-config";
import { recheckVerifiedDomains } from "./recheck-verified-domains";
import { sendDueDnsReminders } from "./send-due-dns-reminders";

// the run looks at every agency of a region: these tests get databases of their own
let isolated: IsolatedDatabases;
let dns: DnsStandIn;
let deps: DomainJobDeps;
const base = createTestDeps();

beforeAll(async () => {
  [isolated, dns] = await Promise.all([createIsolatedDatabases("domain_recheck"), startDnsStandIn()]);
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
const HOUR = 3_600_000;
const T0 = new Date("2030-06-01T12:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const unique = () => randomBytes(4).toString("hex");
const recheck = (now: Date, regions?: Region[]) => recheckVerifiedDomains({ deps, now, regions, confirmDelayMs: 0 });

beforeEach(async () => {
  await Promise.all(REGIONS.map((region) => deps.db.for(region).agency.deleteMany()));
});

/** An agency with a verified custom domain that points at the portal, last checked at T0. */
async function liveAgency(label: string, region: Region) {
  const host = `app.${label}-${unique()}.com`;
  dns.set(host, { cname: "edge.parlo.test" });
  const created = await createTestAgency(deps.db.for(region), {
    customDomain: host,
    verifiedCustomDomain: true,
    customDomainSetAt: at(-48),
    customDomainCheckedAt: T0,
    name: `Agency ${region}`,
  });
  return { region, host, ...created };
}

/** One such agency per region. */
const liveAgencies = (label: string) => Promise.all(REGIONS.map((region) => liveAgency(label, region)));

const agencyRow = (region: Region, id: string) => deps.db.for(region).agency.findUniqueOrThrow({ where: { id } });

describe("re-check of verified custom domains", () => {
  it("looks up domains unchecked for 6 hours and moves customDomainCheckedAt when they still point", async () => {
    const agencies = await liveAgencies("still");
    expect(await recheck(at(5))).toEqual({ pointing: 0, lost: 0, failed: 0 });
    expect(await recheck(at(7))).toEqual({ pointing: 2, lost: 0, failed: 0 });
    for (const { region, agency } of agencies) {
      expect(await agencyRow(region, agency.id)).toMatchObject({
        isVerifiedCustomDomain: true,
        customDomainCheckedAt: at(7),
      });
    }
    // checked: not again before another 6 hours
    expect(await recheck(at(12))).toEqual({ pointing: 0, lost: 0, failed: 0 });
    // the interval is an option
    expect(await recheckVerifiedDomains({ deps, now: at(8), intervalMs: HOUR / 2, confirmDelayMs: 0 })).toMatchObject({
      pointing: 2,
    });
  });

  it("drops a domain whose record was removed: unverified, no longer served, the owner e-mailed", async () => {
    const agencies = await liveAgencies("gone");
    const resolver = createAgencyHostResolver({ db: deps.db, rootDomain: "portal.parlo.test", ttlMs: 3_600_000 });
    const watch = watchAgencyDomainChanges(deps.db, resolver);
    await watch.ready;
    try {
      for (const { region, host, agency } of agencies) {
        expect(await resolver.resolve(host)).toMatchObject({ kind: "agency", host, region, agencyId: agency.id });
        dns.remove(host);
      }
      const since = new Date();
      expect(await recheck(at(7))).toEqual({ pointing: 0, lost: 2, failed: 0 });
      for (const { region, host, agency, user } of agencies) {
        expect(await agencyRow(region, agency.id)).toMatchObject({
          customDomain: host,
          isVerifiedCustomDomain: false,
          customDomainSetAt: at(7),
          customDomainCheckedAt: null,
        });
        // announced: the cached answer is dropped at once, not after its hour
        await expect.poll(() => resolver.resolve(host)).toEqual({ kind: "unknown" });
        const message = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: user.email, since });
        expect(message.subject).toBe(`${host} no longer points at your client portal`);
        expect(message.text).toContain("CNAME  app  edge.parlo.test  (TTL: Auto)");
        expect(message.text).toContain(`http://localhost:3000/app/${region}/agency?activeTabIndex=1`);
      }
      // unverified now: later runs leave it to the reminders
      expect(await recheck(at(20))).toEqual({ pointing: 0, lost: 0, failed: 0 });
      for (const { user } of agencies) expect(await mailboxMessagesTo(user.email)).toHaveLength(1);
    } finally {
      await watch.stop();
    }
  });

  it("starts the DNS reminders again for a dropped domain, the same buckets included", async () => {
    const host = `app.again-${unique()}.com`;
    const { agency, user } = await createTestAgency(deps.db.for("eu"), {
      customDomain: host,
      customDomainSetAt: at(-24 * 10),
    });
    // the first wait: reminded at 1 day, verified by the run at 3 days
    expect(await sendDueDnsReminders({ deps, now: at(-24 * 9), regions: ["eu"] })).toMatchObject({ reminded: 1 });
    dns.set(host, { cname: "edge.parlo.test" });
    expect(await sendDueDnsReminders({ deps, now: at(-24 * 7), regions: ["eu"] })).toMatchObject({ verified: 1 });
    // lost
    dns.remove(host);
    expect(await recheck(T0, ["eu"])).toMatchObject({ lost: 1 });
    // a new wait from T0: its 1 day reminder goes out, once
    expect(await sendDueDnsReminders({ deps, now: at(23), regions: ["eu"] })).toMatchObject({ reminded: 0 });
    expect(await sendDueDnsReminders({ deps, now: at(25), regions: ["eu"] })).toMatchObject({ reminded: 1 });
    expect(await sendDueDnsReminders({ deps, now: at(26), regions: ["eu"] })).toMatchObject({ reminded: 0 });
    const subjects = (await mailboxMessagesTo(user.email)).map((message) => message.subject).sort();
    expect(subjects).toEqual([
      `${host} is not connected yet`,
      `${host} is not connected yet`,
      `${host} no longer points at your client portal`,
    ]);
    expect(await deps.db.for("eu").dnsReminder.findMany({ where: { agencyId: agency.id } })).toEqual([
      expect.objectContaining({ bucket: "1d", sent: true, timestamp: at(25) }),
    ]);
  });

  it("e-mails once when runs overlap", async () => {
    const agencies = await liveAgencies("race");
    for (const { host } of agencies) dns.remove(host);
    const runs = await Promise.all([1, 2, 3].map(() => recheck(at(7))));
    expect(runs.reduce((sum, run) => sum + run.lost, 0)).toBe(2);
    for (const { user } of agencies) expect(await mailboxMessagesTo(user.email)).toHaveLength(1);
  });

  it("looks a domain up again before dropping it, and keeps it when the second answer points", async () => {
    const { region, host, agency } = await liveAgency("flaky", "na");
    dns.remove(host);
    // the record is back by the confirming look-up
    setTimeout(() => dns.set(host, { cname: "edge.parlo.test" }), 100);
    expect(await recheckVerifiedDomains({ deps, now: at(7), regions: [region], confirmDelayMs: 500 })).toEqual({
      pointing: 1,
      lost: 0,
      failed: 0,
    });
    expect(await agencyRow(region, agency.id)).toMatchObject({ isVerifiedCustomDomain: true });
  });
});

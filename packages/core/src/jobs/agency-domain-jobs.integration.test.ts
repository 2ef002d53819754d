import { createRegionalDb } from "@parlo/db";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import {
  createTestAgency,
  createIsolatedDatabases,
  createTestDeps,
  startDnsStandIn,
  type DnsStandIn,
  type IsolatedDatabases,
} from "@parlo/testing";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DomainJobDeps } from "../agency/domains/domain-job-deps";
import { createPortalDomainsConfig } from "../agency/domains/portal-domains-config";
import {
  AGENCY_DOMAIN_CHECKS_CRON,
  AGENCY_DOMAIN_CHECKS_QUEUE,
  startAgencyDomainWorker,
  type AgencyDomainWorker,
} from "./agency-domain-jobs";
import { createJobQueue, type JobQueue } from "./job-queue";

// the runs look at every agency of a region: databases of their own
let isolated: IsolatedDatabases;
let dns: DnsStandIn;
let deps: DomainJobDeps;
let queue: JobQueue;
let worker: AgencyDomainWorker;
const base = createTestDeps();

beforeAll(async () => {
  [isolated, dns] = await Promise.all([createIsolatedDatabases("domain_jobs"), startDnsStandIn()]);
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
  queue = createJobQueue({ urls: isolated.urls });
  worker = await startAgencyDomainWorker(queue, { deps, pollingIntervalSeconds: 0.5 });
}, 120_000);

afterAll(async () => {
  await worker.stop({ timeoutMs: 5000 });
  await queue.stop({ timeoutMs: 5000 });
  await dns.stop();
  await deps.db.disconnect();
  await base.db.disconnect();
  await isolated.drop();
});

describe("agency domain jobs (pg-boss)", () => {
  it("schedules the run every 10 minutes in each region", async () => {
    for (const region of ["eu", "na"] as const) {
      const boss = await queue.boss(region);
      expect(await boss.getSchedules()).toContainEqual(
        expect.objectContaining({
          name: AGENCY_DOMAIN_CHECKS_QUEUE,
          cron: AGENCY_DOMAIN_CHECKS_CRON,
          data: { region },
        }),
      );
    }
    expect(AGENCY_DOMAIN_CHECKS_CRON).toBe("*/10 * * * *");
  });

  it("runs the reminders and the re-check of its region when the job comes", async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const waiting = `app.job-${randomBytes(4).toString("hex")}.com`;
    const dropped = `app.job-${randomBytes(4).toString("hex")}.com`;
    const db = deps.db.for("na");
    const reminded = await createTestAgency(db, {
      customDomain: waiting,
      customDomainSetAt: new Date(now - 25 * hour),
    });
    const lost = await createTestAgency(db, {
      customDomain: dropped,
      verifiedCustomDomain: true,
      customDomainSetAt: new Date(now - 48 * hour),
      customDomainCheckedAt: new Date(now - 7 * hour),
    });
    const since = new Date();
    const boss = await queue.boss("na");
    expect(await boss.send(AGENCY_DOMAIN_CHECKS_QUEUE, { region: "na" })).toBeTruthy();

    const reminder = await waitForMessage({
      mailboxUrl: inject("mailboxUrl"),
      to: reminded.user.email,
      since,
      timeoutMs: 20_000,
    });
    expect(reminder.subject).toBe(`${waiting} is not connected yet`);
    const notice = await waitForMessage({
      mailboxUrl: inject("mailboxUrl"),
      to: lost.user.email,
      since,
      timeoutMs: 20_000,
    });
    expect(notice.subject).toBe(`${dropped} no longer points at your client portal`);
    expect(await db.agency.findUniqueOrThrow({ where: { id: lost.agency.id } })).toMatchObject({
      isVerifiedCustomDomain: false,
    });
  });
});

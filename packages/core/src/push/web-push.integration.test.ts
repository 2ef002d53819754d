import { createECDH } from "node:crypto";
import { createRegionalDb, newEntityId, randomString, type RegionalDb } from "@parlo/db";
import { createTestAgent, createTestUser, uniqueEmail } from "@parlo/db/factories";
import {
  createIsolatedDatabases,
  createTestAgency,
  createTestDeps,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from "@parlo/testing";
import { PUSH_LIMITS, PUSH_MESSAGES, type TNotifyThrough } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { notifyEvent } from "../notifications/notify";
import { pushRegions, savePushSubscription } from "./push-subscriptions";
import { loadOrCreateVapidKeys, platformVapidKeys } from "./vapid-keys";
import { webPushConfig, type PushDeliveryReport } from "./web-push-config";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let standIn: PushServiceStandIn;
/** the deliveries started by the notifications of these tests (onDelivery) */
const deliveries: Promise<PushDeliveryReport>[] = [];
const SUBJECT = "mailto:push-tests@parlo.localhost";

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
});
afterAll(async () => {
  await Promise.all(deliveries);
  await standIn.stop();
  await deps.db.disconnect();
});

/** Web Push as the apps configure it (a generated pair), with the stand-in allowed through the SSRF guard. */
function pushDeps(allowedHosts: string[] = [standIn.host]) {
  return {
    webPush: webPushConfig({ subject: SUBJECT, onDelivery: (delivery) => deliveries.push(delivery) }),
    fetchGuard: { allowedHosts },
  };
}

/** Waits for the deliveries started since `from` (the notifications' pushes) and adds up their reports. */
async function delivered(from: number): Promise<PushDeliveryReport> {
  const reports = await Promise.all(deliveries.slice(from));
  return reports.reduce(
    (sum, r) => ({ sent: sum.sent + r.sent, gone: sum.gone + r.gone, failed: sum.failed + r.failed }),
    {
      sent: 0,
      gone: 0,
      failed: 0,
    },
  );
}

/** A browser of the stand-in subscribed for a recipient with the platform's key (as the panel's switch does). */
async function subscribeBrowser(recipient: string, allowedHosts: string[] = [standIn.host]) {
  const { publicKey } = await platformVapidKeys(deps.db, null);
  const browser = standIn.subscribe(publicKey);
  await savePushSubscription({
    db: deps.db,
    regions: pushRegions(deps.db, recipient, "eu"),
    recipient,
    subscription: { endpoint: browser.endpoint, keys: browser.keys },
    fetchGuard: { allowedHosts },
  });
  return browser;
}

/** An agency whose agent is in an org with one client per `notifyThrough` (requests only), each allowed Chats. */
async function agencyWithClients(through: TNotifyThrough[]) {
  const agency = await createTestAgency(eu);
  const agent = await createTestAgent(eu, agency.workspace);
  const org = await eu.org.create({
    data: { id: newEntityId(), ownerID: agency.workspaceId, agencyId: agency.agencyId, widgetIDs: [agent.id] },
  });
  const clients: Partial<Record<TNotifyThrough, string>> = {};
  for (const notifyThrough of through) {
    const row = await eu.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: agency.workspaceId,
        name: `Client ${notifyThrough}`,
        email: uniqueEmail("push"),
        dashboardPasswordHash: "",
        canAccess: ["convos"],
        notificationsSettings: { notifyThrough, notifyIf: "requestsOnly" },
      },
    });
    clients[notifyThrough] = `client:${row.id}`;
  }
  return { agency, agent, clients };
}

const handoff = (agency: { workspaceId: string }, agentId: string, conversationId: string) => ({
  target: {
    region: "eu" as const,
    workspaceId: agency.workspaceId,
    agentId,
    level: 2,
    page: "convos" as const,
    query: { c: conversationId },
  },
  kind: "handoff_request" as const,
  title: "Front Desk: a visitor asks for a person",
  body: "Can someone call me back?",
});

describe("the VAPID key pair", () => {
  let isolated: Awaited<ReturnType<typeof createIsolatedDatabases>>;
  const clients: RegionalDb[] = [];
  beforeAll(async () => {
    isolated = await createIsolatedDatabases("vapid");
  });
  afterAll(async () => {
    await Promise.all(clients.map((db) => db.disconnect()));
    await isolated.drop();
  });

  it("is generated once when ten app instances ask for it at the same time, kept in eu, and is a pair", async () => {
    for (let index = 0; index < 10; index++) clients.push(createRegionalDb(isolated.urls));
    const pairs = await Promise.all(clients.map((db) => loadOrCreateVapidKeys(db)));
    const [first] = pairs;
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.privateKey)).size).toBe(1);
    const [db] = clients;
    expect(await db?.for("eu").pushVapidKeys.count()).toBe(1);
    expect(await db?.for("na").pushVapidKeys.count()).toBe(0);
    // the private key's public key is the public key browsers subscribe with
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(first?.privateKey ?? "", "base64url"));
    expect(ecdh.getPublicKey().toString("base64url")).toBe(first?.publicKey);
    // a read without asking for it by name leaves the private key out
    const row = await db?.for("eu").pushVapidKeys.findFirst();
    expect(row).toBeDefined();
    expect(row && "privateKey" in row).toBe(false);
    // and later calls (cached per process) answer the same pair
    expect((await platformVapidKeys(clients[3] ?? deps.db, null)).publicKey).toBe(first?.publicKey);
  });

  it("is the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set; a mismatched pair is refused", async () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const configured = {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: ecdh.getPrivateKey().toString("base64url"),
    };
    const config = webPushConfig({ ...configured, subject: SUBJECT });
    expect(await platformVapidKeys(deps.db, config.keys)).toEqual(configured);
    const other = createECDH("prime256v1");
    other.generateKeys();
    expect(() =>
      webPushConfig({
        publicKey: other.getPublicKey().toString("base64url"),
        privateKey: configured.privateKey,
        subject: SUBJECT,
      }),
    ).toThrow("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.");
    expect(() => webPushConfig({ publicKey: configured.publicKey, subject: SUBJECT })).toThrow(/both/);
  });
});

describe("delivery of notifications as Web Push", () => {
  it("a client set to push gets a push the push service verifies and decrypts; email and none do not; the team does", async () => {
    const { agency, agent, clients } = await agencyWithClients(["push", "email", "none", "all"]);
    const browsers = {
      push: await subscribeBrowser(clients.push ?? ""),
      email: await subscribeBrowser(clients.email ?? ""),
      none: await subscribeBrowser(clients.none ?? ""),
      all: await subscribeBrowser(clients.all ?? ""),
      owner: await subscribeBrowser(`user:${agency.user.id}`),
    };
    const conversationId = randomString(12);
    const from = deliveries.length;
    await notifyEvent({ db: deps.db, push: pushDeps(), ...handoff(agency, agent.id, conversationId) });
    expect(await delivered(from)).toEqual({ sent: 3, gone: 0, failed: 0 });

    const [push] = standIn.receivedBy(browsers.push.id);
    expect(push).toMatchObject({
      valid: true,
      status: 201,
      urgency: "high",
      ttl: PUSH_LIMITS.ttlSeconds,
      claims: { aud: standIn.url, sub: SUBJECT },
      payload: {
        title: "Front Desk: a visitor asks for a person",
        body: "Can someone call me back?",
        url: `/convos?agent=${agent.id}&c=${conversationId}`,
      },
    });
    // the tag is the client's notification
    const stored = await eu.notification.findFirst({ where: { recipient: clients.push ?? "" }, select: { id: true } });
    expect(push?.payload).toMatchObject({ tag: stored?.id });
    expect(standIn.receivedBy(browsers.all.id)).toHaveLength(1);
    expect(standIn.receivedBy(browsers.owner.id)[0]).toMatchObject({
      valid: true,
      payload: { url: `/app/eu/agents/${agent.id}/convos?c=${conversationId}` },
    });
    expect(standIn.receivedBy(browsers.email.id)).toEqual([]);
    expect(standIn.receivedBy(browsers.none.id)).toEqual([]);
  });

  it("a lead (level 1) goes with normal urgency; without the Web Push configuration nothing is pushed", async () => {
    const { agency, agent, clients } = await agencyWithClients(["push"]);
    await eu.client.updateMany({
      where: { id: (clients.push ?? "").slice("client:".length) },
      data: { canAccess: ["leads"], notificationsSettings: { notifyThrough: "push", notifyIf: "all" } },
    });
    const browser = await subscribeBrowser(clients.push ?? "");
    const target = {
      region: "eu" as const,
      workspaceId: agency.workspaceId,
      agentId: agent.id,
      level: 1,
      page: "leads" as const,
    };
    await notifyEvent({ db: deps.db, target, kind: "new_lead", title: "New lead", body: "Ann" });
    const from = deliveries.length;
    await notifyEvent({ db: deps.db, push: pushDeps(), target, kind: "new_lead", title: "New lead", body: "Bob" });
    await delivered(from);
    expect(standIn.receivedBy(browser.id).map((push) => [push.urgency, push.payload])).toEqual([
      ["normal", expect.objectContaining({ body: "Bob", url: `/leads?agent=${agent.id}` })],
    ]);
  });

  it("a subscription the push service says is gone (410) is deleted, in every region for a person", async () => {
    const { agency, agent } = await agencyWithClients([]);
    const recipient = `user:${agency.user.id}`;
    const browser = await subscribeBrowser(recipient);
    const kept = await subscribeBrowser(recipient);
    for (const region of ["eu", "na"] as const) {
      expect(await deps.db.for(region).pushSubscription.count({ where: { recipient } })).toBe(2);
    }
    standIn.markGone(browser.id);
    const from = deliveries.length;
    await notifyEvent({ db: deps.db, push: pushDeps(), ...handoff(agency, agent.id, "c1") });
    expect(await delivered(from)).toEqual({ sent: 1, gone: 1, failed: 0 });
    for (const region of ["eu", "na"] as const) {
      const rows = await deps.db
        .for(region)
        .pushSubscription.findMany({ where: { recipient }, select: { endpoint: true } });
      expect(rows).toEqual([{ endpoint: kept.endpoint }]);
    }
  });

  it("refuses endpoints to internal addresses: on subscribing, and through the SSRF guard when sending", async () => {
    const { agency, agent } = await agencyWithClients([]);
    const recipient = `user:${agency.user.id}`;
    const keys = standIn.subscribe("x").keys;
    const save = (endpoint: string, allowedHosts: string[] = []) =>
      savePushSubscription({
        db: deps.db,
        regions: ["eu"],
        recipient,
        subscription: { endpoint, keys },
        fetchGuard: { allowedHosts },
      }).then(
        () => "saved",
        (error: unknown) => (error instanceof DomainError ? `${error.code}: ${error.message}` : String(error)),
      );
    expect(await save("https://10.0.0.7/push/1")).toBe(`BAD_REQUEST: ${PUSH_MESSAGES.endpointBlocked}`);
    expect(await save("https://[::1]/push/1")).toBe(`BAD_REQUEST: ${PUSH_MESSAGES.endpointBlocked}`);
    expect(await save("https://169.254.169.254/latest")).toBe(`BAD_REQUEST: ${PUSH_MESSAGES.endpointBlocked}`);
    // plain http only to a loopback host the allow-list names (the tests' stand-in)
    expect(await save(`${standIn.url}/push/1`)).toBe(`BAD_REQUEST: ${PUSH_MESSAGES.endpointInvalid}`);
    expect(await save("http://push.example.test/1", ["push.example.test"])).toBe(
      `BAD_REQUEST: ${PUSH_MESSAGES.endpointInvalid}`,
    );
    expect(await save("https://user:pw@push.example.test/1")).toBe(`BAD_REQUEST: ${PUSH_MESSAGES.endpointInvalid}`);
    expect(await save(`https://push.example.test/${"a".repeat(2048)}`)).toBe(
      `BAD_REQUEST: ${PUSH_MESSAGES.endpointInvalid}`,
    );
    expect(await save(`${standIn.url}/push/1`, [standIn.host])).toBe("saved");
    await eu.pushSubscription.deleteMany({ where: { recipient } });

    // at send time the guard resolves the host: a name that points inside, or the stand-in itself
    // once the allow-list no longer names it, is never posted to
    const browser = await subscribeBrowser(recipient);
    await eu.pushSubscription.create({
      data: { id: randomString(20), recipient, endpoint: "https://internal.example.test/push/1", ...keys },
    });
    const from = deliveries.length;
    const guarded = {
      webPush: pushDeps().webPush,
      fetchGuard: { resolveHost: () => Promise.resolve([{ address: "10.1.2.3", family: 4 }]) },
    };
    await notifyEvent({ db: deps.db, push: guarded, ...handoff(agency, agent.id, "c2") });
    expect(await delivered(from)).toEqual({ sent: 0, gone: 0, failed: 2 });
    expect(standIn.receivedBy(browser.id)).toEqual([]);
  });

  it("keeps a recipient's 10 newest browsers; a browser subscribing for someone else becomes theirs alone", async () => {
    const first = await createTestUser(eu);
    const second = await createTestUser(eu);
    const browsers = [];
    for (let index = 0; index < PUSH_LIMITS.subscriptionsPerRecipient + 2; index++) {
      browsers.push(await subscribeBrowser(`user:${first.user.id}`));
    }
    const endpoints = async (recipient: string) =>
      (await eu.pushSubscription.findMany({ where: { recipient }, select: { endpoint: true } })).map(
        (row) => row.endpoint,
      );
    const kept = await endpoints(`user:${first.user.id}`);
    expect(kept).toHaveLength(PUSH_LIMITS.subscriptionsPerRecipient);
    expect(kept).not.toContain(browsers[0]?.endpoint);
    const shared = browsers[browsers.length - 1];
    if (!shared) throw new Error("no browser");
    await savePushSubscription({
      db: deps.db,
      regions: ["eu", "na"],
      recipient: `user:${second.user.id}`,
      subscription: { endpoint: shared.endpoint, keys: shared.keys },
      fetchGuard: { allowedHosts: [standIn.host] },
    });
    expect(await endpoints(`user:${second.user.id}`)).toEqual([shared.endpoint]);
    expect(await endpoints(`user:${first.user.id}`)).not.toContain(shared.endpoint);
  });
});

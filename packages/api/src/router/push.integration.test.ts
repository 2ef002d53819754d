import { platformVapidKeys, startClientSession } from "@parlo/core";
import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  refusal,
  startPushServiceStandIn,
  type PushServiceStandIn,
  asPortalClient,
} from "@parlo/testing";
import { PUSH_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { PORTAL_READ_ONLY_MESSAGE } from "../trpc";

let standIn: PushServiceStandIn;
const base = createTestDeps();
let deps: typeof base & { fetchGuard: { allowedHosts: string[] } };
const eu = base.db.for("eu");
beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  deps = { ...base, fetchGuard: { allowedHosts: [standIn.host] } };
});
afterAll(async () => {
  await standIn.stop();
  await base.db.disconnect();
});

/** A client of an agency, signed in on its portal host (or in a read-only view of it): its caller. */
async function portalClient(options: { readOnly?: boolean } = {}) {
  const { workspace } = await createTestUser(eu);
  const agency = await eu.agency.create({
    data: { id: newEntityId(), userId: workspace.id, secret: newAgencySecret() },
  });
  const org = await eu.org.create({ data: { id: newEntityId(), ownerID: workspace.id, agencyId: agency.id } });
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: workspace.id,
      name: "Pia Push",
      email: `push-${newEntityId().toLowerCase()}@example.test`,
      dashboardPasswordHash: "",
    },
  });
  const readOnly = options.readOnly ?? false;
  await startClientSession({
    deps: base,
    region: "eu",
    agencyId: agency.id,
    clientId: client.id,
    kind: "client",
    readOnly,
  });
  const actor = asPortalClient(
    { clientId: client.id, orgId: org.id, agencyId: agency.id, workspaceId: workspace.id },
    { readOnly: readOnly },
  );
  const portal = { agencyId: agency.id, region: "eu" as const, workspaceId: workspace.id };
  return { client, api: createCaller({ ...deps, actor, clientIp: null, portal }) };
}

describe("push subscriptions through the procedures", () => {
  it("a dashboard person gets the public key, subscribes this browser in both regions and unsubscribes it", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const { publicKey } = await api.notifications.pushKey();
    expect(publicKey).toBe((await platformVapidKeys(base.db, null)).publicKey);
    const answer = JSON.stringify(await api.notifications.pushKey());
    expect(answer).not.toContain((await platformVapidKeys(base.db, null)).privateKey);

    const browser = standIn.subscribe(publicKey);
    await expect(api.notifications.subscribePush({ endpoint: browser.endpoint, keys: browser.keys })).resolves.toEqual({
      ok: true,
    });
    // again (the browser's keys renewed): still one row per region
    await api.notifications.subscribePush({ endpoint: browser.endpoint, keys: standIn.subscribe(publicKey).keys });
    for (const region of ["eu", "na"] as const) {
      expect(await base.db.for(region).pushSubscription.count({ where: { recipient: `user:${user.id}` } })).toBe(1);
    }
    await api.notifications.unsubscribePush({ endpoint: browser.endpoint });
    for (const region of ["eu", "na"] as const) {
      expect(await base.db.for(region).pushSubscription.count({ where: { recipient: `user:${user.id}` } })).toBe(0);
    }
  });

  it("refuses what no browser sends: a plain http endpoint elsewhere, malformed keys, an endpoint too long", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const { keys } = standIn.subscribe("x");
    expect(
      await refusal(api.notifications.subscribePush({ endpoint: "http://push.example.test/1", keys })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: PUSH_MESSAGES.endpointInvalid,
    });
    for (const input of [
      { endpoint: "https://push.example.test/1", keys: { ...keys, p256dh: "not-a-key" } },
      { endpoint: "https://push.example.test/1", keys: { ...keys, auth: "A".repeat(23) } },
      { endpoint: `https://push.example.test/${"a".repeat(2048)}`, keys },
      { endpoint: "ftp://push.example.test/1", keys },
    ]) {
      expect((await refusal(api.notifications.subscribePush(input))).code, JSON.stringify(input).slice(0, 80)).toBe(
        "BAD_REQUEST",
      );
    }
  });

  it("a portal client subscribes in its workspace's region only; its read-only view may not", async () => {
    const { client, api } = await portalClient();
    const { publicKey } = await api.portalAccount.pushKey();
    const browser = standIn.subscribe(publicKey);
    await api.portalAccount.subscribePush({ endpoint: browser.endpoint, keys: browser.keys });
    expect(await eu.pushSubscription.count({ where: { recipient: `client:${client.id}` } })).toBe(1);
    expect(await base.db.for("na").pushSubscription.count({ where: { recipient: `client:${client.id}` } })).toBe(0);
    await api.portalAccount.unsubscribePush({ endpoint: browser.endpoint });
    expect(await eu.pushSubscription.count({ where: { recipient: `client:${client.id}` } })).toBe(0);

    const view = await portalClient({ readOnly: true });
    expect(
      await refusal(view.api.portalAccount.subscribePush({ endpoint: browser.endpoint, keys: browser.keys })),
    ).toMatchObject({ code: "FORBIDDEN", message: PORTAL_READ_ONLY_MESSAGE });
  });
});

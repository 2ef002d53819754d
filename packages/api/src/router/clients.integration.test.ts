import { createHash } from "node:crypto";
import { verifyClientPassword } from "@parlo/core";
import { newEntityId } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import {
  agencyFormWithTabs,
  asUser,
  callerFor,
  createTestDeps,
  mailboxMessagesTo,
  probeCustomTab,
  refusal,
} from "@parlo/testing";
import {
  ANNOUNCEMENT_MESSAGES,
  CLIENT_MESSAGES,
  defaultAgencyClientSettings,
  defaultAgencyForm,
  ORG_BILLING_MESSAGES,
} from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

async function owner() {
  const { user, workspace } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const scope = { region: "eu" as const, workspaceId: workspace.id };
  return { api, scope, user, workspace };
}

type Owner = Awaited<ReturnType<typeof owner>>;

/** Saves the agency (the record the client settings and portal addresses live on). */
async function withAgency(o: Owner) {
  const { agency } = await o.api.agency.save({ ...o.scope, agency: defaultAgencyForm() });
  return agency;
}

const passwordHashOf = async (clientId: string) =>
  (await eu.client.findUniqueOrThrow({ where: { id: clientId }, omit: { dashboardPasswordHash: false } }))
    .dashboardPasswordHash;

describe("orgs", () => {
  it("creates an org with the defaults (no agency): New Organization, vertical, the org's default access", async () => {
    const o = await owner();
    expect(await o.api.clients.list(o.scope)).toEqual({
      orgs: [],
      hasAgency: false,
      paymentsConnected: false,
      workspaceCredits: expect.any(Number),
      customTabs: [],
    });
    const { org } = await o.api.clients.createOrg(o.scope);
    expect(org).toMatchObject({
      name: "New Organization",
      dashboardLayout: "vertical",
      defaultClientAccess: ["home", "convos", "analytics", "leads", "campaigns"],
      preferredLanguage: "en",
      widgetIDs: [],
      agentCount: 0,
      loadTokens: 0,
      clients: [],
      settings: {
        smartHandoff: false,
        disableHandoffMessages: false,
        enableCannedResponses: false,
        disableClientAccess: false,
        disableClientAccessMessage: "",
      },
    });
    const row = await eu.org.findUniqueOrThrow({ where: { id: org.id } });
    expect(row.ownerID).toBe(o.workspace.id);
    expect(row.agencyId).toBeNull();
    expect((await o.api.clients.list(o.scope)).orgs.map((listed) => listed.id)).toEqual([org.id]);
  });

  it("takes the agency's default layout and client access when an agency exists", async () => {
    const o = await owner();
    const agency = await withAgency(o);
    // an agency that never saved its client settings: the agency defaults
    const plain = await o.api.clients.createOrg({ ...o.scope, name: "Plain" });
    expect(plain.org.defaultClientAccess).toEqual(["home", "analytics", "convos", "leads"]);
    await o.api.agency.saveClientSettings({
      ...o.scope,
      settings: {
        ...defaultAgencyClientSettings(),
        defaultDashboardLayout: "horizontal",
        defaultClientAccess: ["kb", "/leads"],
      },
    });
    const { org } = await o.api.clients.createOrg({ ...o.scope, name: "  Acme  " });
    expect(org).toMatchObject({ name: "Acme", dashboardLayout: "horizontal", defaultClientAccess: ["kb", "leads"] });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).agencyId).toBe(agency.id);
    expect((await o.api.clients.list(o.scope)).hasAgency).toBe(true);
  });

  it("updates an org: fields, merged settings; refuses a missing id and an empty name", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    await o.api.clients.updateOrg({ ...o.scope, orgId: org.id, settings: { smartHandoff: true } });
    const { org: updated } = await o.api.clients.updateOrg({
      ...o.scope,
      orgId: org.id,
      name: "Northwind",
      squarePhotoURL: "/uploads/users/abc/org.png",
      predefinedTags: ["vip", " refund "],
      disallowAnyTags: true,
      dashboardLayout: "horizontal",
      defaultClientTabOrder: ["/leads", "home"],
      settings: { disableClientAccess: true, disableClientAccessMessage: "Back soon" },
    });
    expect(updated).toMatchObject({
      name: "Northwind",
      squarePhotoURL: "/uploads/users/abc/org.png",
      predefinedTags: ["vip", "refund"],
      disallowAnyTags: true,
      allowBilling: false,
      dashboardLayout: "horizontal",
      defaultClientTabOrder: ["leads", "home"],
      settings: { smartHandoff: true, disableClientAccess: true, disableClientAccessMessage: "Back soon" },
    });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "X" }, CLIENT_MESSAGES.orgIdMissing],
      [{ orgId: "", name: "X" }, CLIENT_MESSAGES.orgIdMissing],
      [{ orgId: org.id, name: "   " }, CLIENT_MESSAGES.orgNameRequired],
      [{ orgId: org.id, predefinedTags: ["a", "A"] }, CLIENT_MESSAGES.duplicateTag],
      [{ orgId: org.id, predefinedTags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, CLIENT_MESSAGES.tooManyTags],
      [
        { orgId: org.id, settings: { disableClientAccessMessage: "x".repeat(1025) } },
        CLIENT_MESSAGES.clientAccessMessageTooLong,
      ],
      [{ orgId: org.id, squarePhotoURL: "javascript:alert(1)" }, "Upload the image"],
    ];
    for (const [fields, message] of cases) {
      // the inputs are wrong on purpose: sent as a client would, unchecked by TypeScript
      const refused = await refusal(Reflect.apply(o.api.clients.updateOrg, undefined, [{ ...o.scope, ...fields }]));
      expect(refused.code, message).toBe("BAD_REQUEST");
      expect(refused.message, message).toContain(message);
    }
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).name).toBe("Northwind");
  });

  it("enables billing only once the agency's card payments are connected", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    for (const call of [
      () => o.api.clients.updateOrg({ ...o.scope, orgId: org.id, allowBilling: true }),
      () => o.api.clients.createOrg({ ...o.scope, allowBilling: true }),
    ]) {
      expect(await refusal(call())).toMatchObject({
        code: "BAD_REQUEST",
        message: ORG_BILLING_MESSAGES.connectPaymentsFirst,
      });
    }
    const agency = await withAgency(o);
    expect(await refusal(o.api.clients.updateOrg({ ...o.scope, orgId: org.id, allowBilling: true }))).toMatchObject({
      message: ORG_BILLING_MESSAGES.connectPaymentsFirst,
    });
    expect((await o.api.clients.list(o.scope)).paymentsConnected).toBe(false);
    await eu.agency.update({ where: { id: agency.id }, data: { stripeConnected: true } });
    expect((await o.api.clients.list(o.scope)).paymentsConnected).toBe(true);
    const { org: enabled } = await o.api.clients.updateOrg({ ...o.scope, orgId: org.id, allowBilling: true });
    expect(enabled.allowBilling).toBe(true);
    // turning it off is always allowed
    await eu.agency.update({ where: { id: agency.id }, data: { stripeConnected: false } });
    const { org: disabled } = await o.api.clients.updateOrg({ ...o.scope, orgId: org.id, allowBilling: false });
    expect(disabled.allowBilling).toBe(false);
  });

  it("gives the Billing page only once the agency's card payments are connected", async () => {
    const o = await owner();
    const agency = await withAgency(o);
    const { org } = await o.api.clients.createOrg(o.scope);
    const { client } = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "A",
      email: "a@billing.example",
    });
    for (const call of [
      () => o.api.clients.createOrg({ ...o.scope, defaultClientAccess: ["home", "billing"] }),
      () => o.api.clients.updateOrg({ ...o.scope, orgId: org.id, defaultClientAccess: ["billing"] }),
      () =>
        o.api.clients.createClient({
          ...o.scope,
          orgId: org.id,
          name: "B",
          email: "b@billing.example",
          canAccess: ["home", "billing"],
        }),
      () => o.api.clients.updateClient({ ...o.scope, clientId: client.id, canAccess: ["home", "billing"] }),
    ]) {
      expect(await refusal(call())).toMatchObject({
        code: "BAD_REQUEST",
        message: CLIENT_MESSAGES.billingNeedsPayments,
      });
    }
    await eu.agency.update({ where: { id: agency.id }, data: { stripeConnected: true } });
    const given = await o.api.clients.updateClient({ ...o.scope, clientId: client.id, canAccess: ["home", "billing"] });
    expect(given.client.canAccess).toContain("billing");
    // a page already given stays when payments are disconnected; other changes still save
    await eu.agency.update({ where: { id: agency.id }, data: { stripeConnected: false } });
    const kept = await o.api.clients.updateClient({
      ...o.scope,
      clientId: client.id,
      canAccess: ["home", "leads", "billing"],
    });
    expect(kept.client.canAccess).toEqual(["home", "leads", "billing"]);
  });

  it("assigns only the workspace's own agents", async () => {
    const o = await owner();
    const other = await owner();
    const mine = await createTestAgent(eu, o.workspace, "Mine");
    const mine2 = await createTestAgent(eu, o.workspace, "Mine too");
    const theirs = await createTestAgent(eu, other.workspace, "Theirs");
    const { org } = await o.api.clients.createOrg(o.scope);

    const set = await o.api.clients.setOrgAgents({
      ...o.scope,
      orgId: org.id,
      widgetIDs: [mine.id, mine2.id, mine.id],
    });
    expect(set.org).toMatchObject({ widgetIDs: [mine.id, mine2.id], agentCount: 2 });

    for (const widgetIDs of [[mine.id, theirs.id], ["Nonexistent000000"]]) {
      const refused = await refusal(o.api.clients.setOrgAgents({ ...o.scope, orgId: org.id, widgetIDs }));
      expect(refused.code).toBe("BAD_REQUEST");
    }
    const viaUpdate = await refusal(o.api.clients.updateOrg({ ...o.scope, orgId: org.id, widgetIDs: [theirs.id] }));
    expect(viaUpdate.message).toBe(CLIENT_MESSAGES.agentNotInWorkspace);
    const viaCreate = await refusal(o.api.clients.createOrg({ ...o.scope, widgetIDs: [theirs.id] }));
    expect(viaCreate.message).toBe(CLIENT_MESSAGES.agentNotInWorkspace);
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).widgetIDs).toEqual([mine.id, mine2.id]);

    // an agent deleted later no longer counts
    await eu.agent.delete({ where: { id: mine2.id } });
    expect((await o.api.clients.list(o.scope)).orgs[0]).toMatchObject({ agentCount: 1 });
    await o.api.clients.setOrgAgents({ ...o.scope, orgId: org.id, widgetIDs: [] });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).widgetIDs).toEqual([]);
  });

  it("deletes an org with its clients", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    const { org: kept } = await o.api.clients.createOrg(o.scope);
    await o.api.clients.createClient({ ...o.scope, orgId: org.id, name: "A", email: "a@acme.example" });
    await o.api.clients.createClient({ ...o.scope, orgId: org.id, name: "B", email: "b@acme.example" });
    await o.api.clients.createClient({ ...o.scope, orgId: kept.id, name: "C", email: "c@acme.example" });
    expect(await o.api.clients.deleteOrg({ ...o.scope, orgId: org.id })).toEqual({ ok: true, deletedClients: 2 });
    expect(await eu.org.count({ where: { id: org.id } })).toBe(0);
    expect(await eu.client.count({ where: { orgId: org.id } })).toBe(0);
    expect(await eu.client.count({ where: { orgId: kept.id } })).toBe(1);
    expect((await refusal(o.api.clients.deleteOrg({ ...o.scope, orgId: org.id }))).code).toBe("NOT_FOUND");
  });

  it("never lets one workspace touch another's org", async () => {
    const o = await owner();
    const intruder = await owner();
    const { org } = await o.api.clients.createOrg({ ...o.scope, name: "Private" });
    const attempts = [
      () => intruder.api.clients.updateOrg({ ...intruder.scope, orgId: org.id, name: "Taken" }),
      () => intruder.api.clients.deleteOrg({ ...intruder.scope, orgId: org.id }),
      () => intruder.api.clients.setOrgAgents({ ...intruder.scope, orgId: org.id, widgetIDs: [] }),
      () => intruder.api.clients.createClient({ ...intruder.scope, orgId: org.id, name: "X", email: "x@x.example" }),
    ];
    for (const attempt of attempts) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe("NOT_FOUND");
      expect(refused.message).toBe(CLIENT_MESSAGES.orgNotFound);
    }
    // naming the owner's workspace instead is refused by the owner-only procedure
    expect((await refusal(intruder.api.clients.list(o.scope))).code).toBe("FORBIDDEN");
    expect(await eu.org.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ name: "Private" });
    expect(await eu.client.count({ where: { orgId: org.id } })).toBe(0);
    expect((await intruder.api.clients.list(intruder.scope)).orgs).toEqual([]);
  });
});

describe("clients", () => {
  it("creates a client: generated password answered once, only a verifiable hash stored, defaults applied", async () => {
    const o = await owner();
    await withAgency(o);
    await o.api.agency.saveClientSettings({
      ...o.scope,
      settings: { ...defaultAgencyClientSettings(), defaultAllowCreateAgents: true, defaultHideAdvancedSettings: true },
    });
    const { org } = await o.api.clients.createOrg({
      ...o.scope,
      defaultClientAccess: ["home", "kb"],
      preferredLanguage: "de",
    });
    const created = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "  Ann Smith ",
      email: " Ann@Example.COM ",
      password: "",
    });
    expect(created.password).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(created.client).toMatchObject({
      orgId: org.id,
      name: "Ann Smith",
      email: "ann@example.com",
      canAccess: ["home", "kb"],
      preferredLanguage: "de",
      allowCreateAgents: true,
      canDelegateChats: false,
      hideAdvancedSettings: true,
      isOrgAdmin: false,
      status: "offline",
      notificationsSettings: { notifyThrough: "email", notifyIf: "requestsOnly" },
    });
    expect(created.client).not.toHaveProperty("dashboardPasswordHash");
    expect(created.client).not.toHaveProperty("password");

    const row = await eu.client.findUniqueOrThrow({
      where: { id: created.client.id },
      omit: { dashboardPasswordHash: false },
    });
    expect(row.ownerID).toBe(o.workspace.id);
    expect(row.widgetIDs).toEqual([]);
    expect(row.dashboardPasswordHash).not.toContain(created.password);
    expect(row.dashboardPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyClientPassword(row.dashboardPasswordHash, created.password)).toBe(true);
    expect(await verifyClientPassword(row.dashboardPasswordHash, "wrong-password")).toBe(false);

    const list = await o.api.clients.list(o.scope);
    expect(list.orgs[0]?.clients).toEqual([created.client]);
    const listed = JSON.stringify(list);
    expect(listed).not.toContain(created.password);
    expect(listed).not.toContain(row.dashboardPasswordHash);
    expect(listed).not.toContain("dashboardPassword");
  });

  it("keeps a typed password and explicit permissions", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    const created = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Bo",
      email: "bo@example.com",
      password: "Typed pass 123",
      canAccess: ["/leads", "home"],
      clientTabOrder: ["billing", "home"],
      isOrgAdmin: true,
      canDelegateChats: true,
      notificationsSettings: { notifyThrough: "push", notifyIf: "all" },
    });
    expect(created.password).toBe("Typed pass 123");
    expect(created.client).toMatchObject({
      canAccess: ["leads", "home"],
      clientTabOrder: ["billing", "home"],
      isOrgAdmin: true,
      canDelegateChats: true,
      allowCreateAgents: false,
      notificationsSettings: { notifyThrough: "push", notifyIf: "all" },
    });
    expect(await verifyClientPassword(await passwordHashOf(created.client.id), "Typed pass 123")).toBe(true);
  });

  it("gives a client custom tabs by href, each once; lists the agency's custom tabs; refuses what is not an href", async () => {
    const o = await owner();
    const tabs = [probeCustomTab({ label: "Reports", href: "/reports", alwaysVisible: false })];
    await o.api.agency.save({ ...o.scope, agency: agencyFormWithTabs(tabs) });
    const { org } = await o.api.clients.createOrg(o.scope);
    const { client } = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Tab",
      email: "tab@example.com",
    });
    expect(client.customTabAccess).toEqual([]);
    const updated = await o.api.clients.updateClient({
      ...o.scope,
      clientId: client.id,
      customTabAccess: ["/reports", "/reports", "/old/tab"],
    });
    expect(updated.client.customTabAccess).toEqual(["/reports", "/old/tab"]);
    const listed = await o.api.clients.list(o.scope);
    expect(listed.customTabs).toEqual([{ href: "/reports", label: "Reports", alwaysVisible: false }]);
    const refused = await refusal(
      o.api.clients.updateClient({ ...o.scope, clientId: client.id, customTabAccess: ["javascript:alert(1)"] }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses a missing name or e-mail with Please fill out all fields.", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    for (const fields of [
      { email: "a@b.example" },
      { name: " ", email: "a@b.example" },
      { name: "Ann" },
      { name: "Ann", email: "" },
    ]) {
      const refused = await refusal(
        Reflect.apply(o.api.clients.createClient, undefined, [{ ...o.scope, orgId: org.id, ...fields }]),
      );
      expect(refused.code).toBe("BAD_REQUEST");
      expect(refused.message).toContain(CLIENT_MESSAGES.fillAllFields);
    }
    const noOrg = await refusal(
      Reflect.apply(o.api.clients.createClient, undefined, [{ ...o.scope, name: "A", email: "a@b.example" }]),
    );
    expect(noOrg.message).toContain(CLIENT_MESSAGES.orgIdMissing);
    expect(await eu.client.count({ where: { ownerID: o.workspace.id } })).toBe(0);
  });

  it("refuses an e-mail another client of the workspace has, naming its org; another workspace may reuse it", async () => {
    const o = await owner();
    const { org: first } = await o.api.clients.createOrg({ ...o.scope, name: "First" });
    const { org: second } = await o.api.clients.createOrg({ ...o.scope, name: "Second" });
    await o.api.clients.createClient({ ...o.scope, orgId: first.id, name: "Ann", email: "ann@shared.example" });

    for (const orgId of [second.id, first.id]) {
      const refused = await refusal(
        o.api.clients.createClient({ ...o.scope, orgId, name: "Ann again", email: " ANN@shared.example" }),
      );
      expect(refused.code).toBe("CONFLICT");
      expect(refused.message).toBe(`Client already exists to org: ${first.id}`);
    }
    expect(await eu.client.count({ where: { email: "ann@shared.example", ownerID: o.workspace.id } })).toBe(1);

    const other = await owner();
    const { org: theirs } = await other.api.clients.createOrg(other.scope);
    const allowed = await other.api.clients.createClient({
      ...other.scope,
      orgId: theirs.id,
      name: "Ann",
      email: "ann@shared.example",
    });
    expect(allowed.client.orgId).toBe(theirs.id);

    // two adds of one address at once: one client, the other refused with the org
    const [a, b] = await Promise.allSettled([
      o.api.clients.createClient({ ...o.scope, orgId: first.id, name: "Cy", email: "cy@race.example" }),
      o.api.clients.createClient({ ...o.scope, orgId: second.id, name: "Cy", email: "cy@race.example" }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = [a, b].find((result) => result?.status === "rejected");
    expect(rejected?.status === "rejected" ? String(rejected.reason) : "").toContain("Client already exists to org: ");
    expect(await eu.client.count({ where: { email: "cy@race.example" } })).toBe(1);
  });

  it("writes the client_created audit entry without the password", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    const created = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Dee",
      email: "dee@example.com",
    });
    const entries = await eu.workspaceLog.findMany({ where: { workspaceId: o.workspace.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: "info",
      content: "client_created",
      userId: o.user.id,
      metadata: {
        event: "client_created",
        organisationId: org.id,
        clientId: created.client.id,
        clientName: "Dee",
        clientEmail: "dee@example.com",
        operation: "create",
      },
    });
    const hash = await passwordHashOf(created.client.id);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(created.password);
    expect(logged).not.toContain(hash);
  });

  it("updates a client; the password changes only when given, and a change ends its portal sessions", async () => {
    const o = await owner();
    const agency = await withAgency(o);
    const { org } = await o.api.clients.createOrg(o.scope);
    const created = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Eve",
      email: "eve@example.com",
    });
    await o.api.clients.createClient({ ...o.scope, orgId: org.id, name: "Fay", email: "fay@example.com" });
    const clientId = created.client.id;
    const hashBefore = await passwordHashOf(clientId);

    const kept = await o.api.clients.updateClient({
      ...o.scope,
      clientId,
      name: "Eve Adams",
      email: " EVE.ADAMS@example.com",
      password: "",
      canAccess: ["home", "settings"],
      hideAdvancedSettings: true,
      notificationsSettings: { notifyThrough: "none", notifyIf: "none" },
    });
    expect(kept).toMatchObject({
      passwordChanged: false,
      endedSessions: 0,
      client: {
        name: "Eve Adams",
        email: "eve.adams@example.com",
        canAccess: ["home", "settings"],
        hideAdvancedSettings: true,
        notificationsSettings: { notifyThrough: "none", notifyIf: "none" },
      },
    });
    await o.api.clients.updateClient({ ...o.scope, clientId, isOrgAdmin: true });
    expect(await passwordHashOf(clientId)).toBe(hashBefore);

    const taken = await refusal(o.api.clients.updateClient({ ...o.scope, clientId, email: "fay@example.com" }));
    expect(taken.code).toBe("CONFLICT");
    expect(taken.message).toBe(CLIENT_MESSAGES.clientExists(org.id));
    const emptyName = await refusal(o.api.clients.updateClient({ ...o.scope, clientId, name: "" }));
    expect(emptyName.message).toContain(CLIENT_MESSAGES.fillAllFields);

    const session = (endedAt: Date | null) => ({
      id: newEntityId(),
      tokenHash: createHash("sha256").update(newEntityId()).digest("hex"),
      agencyId: agency.id,
      clientId,
      kind: "client",
      expiresAt: new Date(Date.now() + 86_400_000),
      endedAt,
    });
    const earlier = new Date(Date.now() - 60_000);
    await eu.clientSession.createMany({ data: [session(null), session(null), session(earlier)] });

    const changed = await o.api.clients.updateClient({ ...o.scope, clientId, password: "Brand new pass" });
    expect(changed).toMatchObject({ passwordChanged: true, endedSessions: 2 });
    const hashAfter = await passwordHashOf(clientId);
    expect(hashAfter).not.toBe(hashBefore);
    expect(await verifyClientPassword(hashAfter, "Brand new pass")).toBe(true);
    expect(await verifyClientPassword(hashAfter, created.password)).toBe(false);
    const sessions = await eu.clientSession.findMany({ where: { clientId } });
    expect(sessions.every((row) => row.endedAt !== null)).toBe(true);
    expect(sessions.filter((row) => row.endedAt?.getTime() === earlier.getTime())).toHaveLength(1);
    expect(JSON.stringify(changed)).not.toContain("Brand new pass");
  });

  it("deletes a client; another workspace's clients are not found", async () => {
    const o = await owner();
    const intruder = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    const { client } = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Gus",
      email: "gus@example.com",
    });
    const attempts = [
      () => intruder.api.clients.updateClient({ ...intruder.scope, clientId: client.id, name: "Taken" }),
      () => intruder.api.clients.updateClient({ ...intruder.scope, clientId: client.id, password: "stolen-password" }),
      () => intruder.api.clients.deleteClient({ ...intruder.scope, clientId: client.id }),
      () => intruder.api.clients.viewAsClient({ ...intruder.scope, clientId: client.id }),
    ];
    for (const attempt of attempts) {
      const refused = await refusal(attempt());
      expect(refused.code).toBe("NOT_FOUND");
      expect(refused.message).toBe(CLIENT_MESSAGES.clientNotFound);
    }
    expect((await eu.client.findUniqueOrThrow({ where: { id: client.id } })).name).toBe("Gus");

    expect(await o.api.clients.deleteClient({ ...o.scope, clientId: client.id })).toEqual({ ok: true });
    expect(await eu.client.count({ where: { id: client.id } })).toBe(0);
    expect((await refusal(o.api.clients.deleteClient({ ...o.scope, clientId: client.id }))).code).toBe("NOT_FOUND");
  });
});

describe("view as client", () => {
  it("needs a saved agency", async () => {
    const o = await owner();
    const { org } = await o.api.clients.createOrg(o.scope);
    const { client } = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Hal",
      email: "hal@example.com",
    });
    const refused = await refusal(o.api.clients.viewAsClient({ ...o.scope, clientId: client.id }));
    expect(refused.code).toBe("NOT_FOUND");
    expect(refused.message).toBe(CLIENT_MESSAGES.saveAgencyFirst);
    expect(await eu.clientLoginToken.count({ where: { clientId: client.id } })).toBe(0);
  });

  it("makes a one-time read-only link on the agency's portal address; only the token's SHA-256 is stored", async () => {
    const o = await owner();
    const agency = await withAgency(o);
    const { org } = await o.api.clients.createOrg(o.scope);
    const { client } = await o.api.clients.createClient({
      ...o.scope,
      orgId: org.id,
      name: "Ivy",
      email: "ivy@example.com",
    });
    const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

    const before = Date.now();
    const plain = await o.api.clients.viewAsClient({ ...o.scope, clientId: client.id });
    expect(plain.url).toMatch(/^http:\/\/localhost:3001\/login\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(plain.url);
    const row = await eu.clientLoginToken.findUniqueOrThrow({
      where: { tokenHash: createHash("sha256").update(token).digest("hex") },
    });
    expect(row).toMatchObject({ clientId: client.id, readOnly: true, usedAt: null });
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(4 * 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    expect(plain.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    expect(JSON.stringify(await eu.clientLoginToken.findMany({ where: { clientId: client.id } }))).not.toContain(token);

    await eu.agency.update({
      where: { id: agency.id },
      data: { VGsubDomain: `${agency.id.toLowerCase()}.localhost`, isVerifiedSubDomain: true },
    });
    const sub = await o.api.clients.viewAsClient({ ...o.scope, clientId: client.id });
    expect(sub.url.startsWith(`http://${agency.id.toLowerCase()}.localhost:3001/login?token=`)).toBe(true);
    expect(tokenOf(sub.url)).not.toBe(token);

    const customDomain = `portal-${agency.id.toLowerCase()}.example.com`;
    await eu.agency.update({ where: { id: agency.id }, data: { customDomain, isVerifiedCustomDomain: false } });
    expect((await o.api.clients.viewAsClient({ ...o.scope, clientId: client.id })).url).toContain(
      `//${agency.id.toLowerCase()}.localhost:3001/login`,
    );
    await eu.agency.update({ where: { id: agency.id }, data: { isVerifiedCustomDomain: true } });
    expect((await o.api.clients.viewAsClient({ ...o.scope, clientId: client.id })).url).toMatch(
      new RegExp(`^https://${customDomain.replace(/\./g, "\\.")}/login\\?token=`),
    );
    expect(await eu.clientLoginToken.count({ where: { clientId: client.id } })).toBe(4);
  });
});

describe("agency client settings", () => {
  it("answers the defaults before the agency exists and refuses to save then", async () => {
    const o = await owner();
    expect(await o.api.agency.clientSettings(o.scope)).toEqual({
      settings: defaultAgencyClientSettings(),
      hasAgency: false,
      paymentsConnected: false,
    });
    const refused = await refusal(
      o.api.agency.saveClientSettings({ ...o.scope, settings: defaultAgencyClientSettings() }),
    );
    expect(refused.code).toBe("NOT_FOUND");
    expect(refused.message).toBe(CLIENT_MESSAGES.saveAgencyFirst);
  });

  it("keeps both when an agency save and a client-settings save run at the same time", async () => {
    const o = await owner();
    await withAgency(o);
    for (const round of [1, 2, 3, 4, 5]) {
      const footer = {
        showPoweredBy: round % 2 === 0,
        showTermsLink: true,
        showPrivacyLink: true,
        showGdprMark: false,
      };
      const settings = { ...defaultAgencyClientSettings(), enableClientSignup: round % 2 === 1 };
      await Promise.all([
        o.api.agency.save({ ...o.scope, agency: { ...defaultAgencyForm(), footer } }),
        o.api.agency.saveClientSettings({ ...o.scope, settings }),
      ]);
      expect((await o.api.agency.get(o.scope)).agency?.footer, `round ${round}`).toEqual(footer);
      expect((await o.api.agency.clientSettings(o.scope)).settings.enableClientSignup, `round ${round}`).toBe(
        round % 2 === 1,
      );
    }
  });

  it("saves them into the agency's settings next to the footer, which stays", async () => {
    const o = await owner();
    const form = {
      ...defaultAgencyForm(),
      footer: { showPoweredBy: false, showTermsLink: true, showPrivacyLink: false, showGdprMark: true },
    };
    const { agency } = await o.api.agency.save({ ...o.scope, agency: form });
    expect(await o.api.agency.clientSettings(o.scope)).toEqual({
      settings: defaultAgencyClientSettings(),
      hasAgency: true,
      paymentsConnected: false,
    });

    const settings = {
      ...defaultAgencyClientSettings(),
      enableClientSignup: true,
      disablePasswordLogin: true,
      clientOnboarding: {
        ...defaultAgencyClientSettings().clientOnboarding,
        showGoalsStep: false,
        requireCompanyWebsite: true,
      },
      defaultDashboardLayout: "horizontal" as const,
      defaultClientAccess: ["home", "leads", "home"],
      defaultCanDelegateChats: true,
    };
    const saved = await o.api.agency.saveClientSettings({ ...o.scope, settings });
    expect(saved.settings).toEqual({ ...settings, defaultClientAccess: ["home", "leads"] });
    expect((await o.api.agency.clientSettings(o.scope)).settings).toEqual(saved.settings);
    expect((await o.api.agency.get(o.scope)).agency?.footer).toEqual(form.footer);

    // a later save of the agency form keeps the client settings
    await o.api.agency.save({ ...o.scope, agency: { ...form, name: "Renamed" } });
    expect((await o.api.agency.clientSettings(o.scope)).settings).toEqual(saved.settings);
    const row = await eu.agency.findUniqueOrThrow({ where: { id: agency.id } });
    expect(row.settings).toMatchObject({ enableClientSignup: true, footer: form.footer });

    const bad = await refusal(
      Reflect.apply(o.api.agency.saveClientSettings, undefined, [
        { ...o.scope, settings: { ...settings, defaultClientAccess: ["tools"] } },
      ]),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(bad.message).toContain(CLIENT_MESSAGES.unknownPage);
  });

  it("answers the workspace secret like the owner", async () => {
    const o = await owner();
    const api = callerFor(createCaller, deps, {
      type: "workspaceSecret" as const,
      workspaceId: o.workspace.id,
      region: "eu" as const,
    });
    await withAgency(o);
    const { org } = await api.clients.createOrg(o.scope);
    const created = await api.clients.createClient({ ...o.scope, orgId: org.id, name: "Jo", email: "jo@example.com" });
    const [entry] = await eu.workspaceLog.findMany({ where: { workspaceId: o.workspace.id } });
    expect(entry?.userId).toBeNull();
    expect((await api.clients.list(o.scope)).orgs[0]?.clients.map((c) => c.id)).toEqual([created.client.id]);
    expect((await api.clients.viewAsClient({ ...o.scope, clientId: created.client.id })).url).toContain(
      "/login?token=",
    );
  });
});

describe("announcements", () => {
  it("reach the chosen clients' bells (their home page), and their e-mail when they take e-mail", async () => {
    const o = await owner();
    await withAgency(o);
    const { org } = await o.api.clients.createOrg({ ...o.scope, name: "Harbour Dental" });
    const add = async (name: string, notifyThrough: "email" | "push" | "none") =>
      (
        await o.api.clients.createClient({
          ...o.scope,
          orgId: org.id,
          name,
          email: `${name.toLowerCase()}-${newEntityId().toLowerCase()}@example.test`,
          notificationsSettings: { notifyThrough, notifyIf: "none" },
        })
      ).client;
    const [ada, bo, cy] = [await add("Ada", "email"), await add("Bo", "none"), await add("Cy", "email")];

    expect(
      await o.api.clients.announce({
        ...o.scope,
        title: "New opening hours",
        body: "We answer chats until 9 pm from Monday.",
        clientIds: [ada.id, bo.id],
      }),
    ).toEqual({ sent: 2 });
    // the agency chose them: the bell shows it whatever their level settings
    for (const client of [ada, bo]) {
      const rows = await eu.notification.findMany({ where: { recipient: `client:${client.id}` } });
      expect(rows).toMatchObject([
        { kind: "announcement", title: "New opening hours", urlPathname: "/home", level: 2 },
      ]);
    }
    expect(await eu.notification.count({ where: { recipient: `client:${cy.id}` } })).toBe(0);
    // e-mail only where the client's settings take it
    const [mail] = await mailboxMessagesTo(ada.email);
    expect(mail?.subject).toBe("New opening hours");
    expect(await mailboxMessagesTo(bo.email)).toEqual([]);
    expect(await mailboxMessagesTo(cy.email)).toEqual([]);
  });

  it("goes to no one but the workspace's own clients, and needs a title and a client", async () => {
    const o = await owner();
    const other = await owner();
    await withAgency(other);
    const { org } = await other.api.clients.createOrg({ ...other.scope, name: "Not yours" });
    const { client } = await other.api.clients.createClient({
      ...other.scope,
      orgId: org.id,
      name: "Theirs",
      email: `theirs-${newEntityId().toLowerCase()}@example.test`,
    });
    expect(
      await refusal(o.api.clients.announce({ ...o.scope, title: "Hi", body: "", clientIds: [client.id] })),
    ).toMatchObject({ code: "NOT_FOUND", message: ANNOUNCEMENT_MESSAGES.unknownClients });
    expect(await refusal(o.api.clients.announce({ ...o.scope, title: " ", body: "", clientIds: [] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(ANNOUNCEMENT_MESSAGES.titleRequired),
    });
    expect(await eu.notification.count({ where: { recipient: `client:${client.id}` } })).toBe(0);
  });
});

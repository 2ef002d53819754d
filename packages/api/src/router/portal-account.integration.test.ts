import { hashClientPassword, isTeamOnline, startClientSession } from "@parlo/core";
import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { createTestDeps, mailboxMessagesTo, refusal } from "@parlo/testing";
import { CLIENT_MESSAGES, PORTAL_ACCOUNT_MESSAGES, PORTAL_FEEDBACK_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "../context";
import { createCaller } from "../root";
import { PORTAL_READ_ONLY_MESSAGE } from "../trpc";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/** An agency with an org, and callers on its portal host for clients of that org. */
async function agencyOrg(options: { agencySettings?: object } = {}) {
  const { workspace } = await createTestUser(eu);
  const agency = await eu.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      settings: options.agencySettings ?? {},
    },
  });
  const org = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: workspace.id,
      agencyId: agency.id,
      name: "Harbour Dental",
      defaultClientAccess: ["home", "convos"],
      settings: { smartHandoff: true },
    },
  });
  const portal = { agencyId: agency.id, region: "eu" as const, workspaceId: workspace.id };

  async function client(
    flags: { isOrgAdmin?: boolean; allowCreateAgents?: boolean; readOnly?: boolean; password?: string } = {},
  ) {
    const row = await eu.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: workspace.id,
        name: flags.isOrgAdmin ? "Ada Admin" : "Mo Member",
        email: `c-${newEntityId().toLowerCase()}@example.test`,
        dashboardPasswordHash: await hashClientPassword(flags.password ?? "old-password-1"),
        isOrgAdmin: flags.isOrgAdmin ?? false,
        allowCreateAgents: flags.allowCreateAgents ?? false,
      },
    });
    const readOnly = flags.readOnly ?? false;
    await startClientSession({
      deps,
      region: "eu",
      agencyId: agency.id,
      clientId: row.id,
      kind: "client",
      readOnly,
    });
    const actor: Actor = {
      type: "client",
      clientId: row.id,
      orgId: org.id,
      agencyId: agency.id,
      workspaceId: workspace.id,
      region: "eu",
      sessionId: "test",
      readOnly,
    };
    return { row, api: createCaller({ ...deps, actor, clientIp: "203.0.113.9", portal }) };
  }
  return { workspace, agency, org, client };
}

describe("the portal's Account drawer", () => {
  it("reads and saves the client's own name, photo, language and notifications", async () => {
    const { client } = await agencyOrg();
    const { api, row } = await client();
    expect(await api.portalAccount.account()).toEqual({
      name: "Mo Member",
      email: row.email,
      squarePhotoURL: "",
      preferredLanguage: "en",
      notificationsSettings: { notifyThrough: "email", notifyIf: "requestsOnly" },
      isOrgAdmin: false,
      passwordLogin: true,
    });
    const saved = await api.portalAccount.updateAccount({
      name: "  Mo Rivers ",
      squarePhotoURL: "https://cdn.example.test/mo.png",
      preferredLanguage: "fr",
      notificationsSettings: { notifyThrough: "all", notifyIf: "all" },
    });
    expect(saved).toEqual({
      passwordChanged: false,
      account: expect.objectContaining({
        name: "Mo Rivers",
        squarePhotoURL: "https://cdn.example.test/mo.png",
        preferredLanguage: "fr",
        notificationsSettings: { notifyThrough: "all", notifyIf: "all" },
      }),
    });
    const stored = await eu.client.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored).toMatchObject({ name: "Mo Rivers", email: row.email, isOrgAdmin: false });
  });

  it("refuses bad fields with their messages and changes nothing", async () => {
    const { client } = await agencyOrg();
    const { api, row } = await client();
    expect(await refusal(api.portalAccount.updateAccount({ name: "  " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(CLIENT_MESSAGES.fillAllFields),
    });
    expect(await refusal(api.portalAccount.updateAccount({ newPassword: "new-password-2" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(PORTAL_ACCOUNT_MESSAGES.currentPasswordRequired),
    });
    expect((await eu.client.findUniqueOrThrow({ where: { id: row.id } })).name).toBe("Mo Member");
  });

  it("changes the password only with the current one, and ends every session of the client", async () => {
    const { client } = await agencyOrg();
    const { api, row } = await client({ password: "old-password-1" });
    const wrong = await refusal(
      api.portalAccount.updateAccount({ currentPassword: "nope", newPassword: "new-password-2" }),
    );
    expect(wrong).toMatchObject({ code: "BAD_REQUEST", message: PORTAL_ACCOUNT_MESSAGES.wrongPassword });
    expect(await eu.clientSession.count({ where: { clientId: row.id, endedAt: null } })).toBe(1);

    const changed = await api.portalAccount.updateAccount({
      currentPassword: "old-password-1",
      newPassword: "new-password-2",
    });
    expect(changed.passwordChanged).toBe(true);
    expect(await eu.clientSession.count({ where: { clientId: row.id, endedAt: null } })).toBe(0);
  });

  it("refuses a password change while the agency has password sign-in off", async () => {
    const { client } = await agencyOrg({ agencySettings: { disablePasswordLogin: true } });
    const { api } = await client({ password: "old-password-1" });
    expect((await api.portalAccount.account()).passwordLogin).toBe(false);
    const refused = await refusal(
      api.portalAccount.updateAccount({ currentPassword: "old-password-1", newPassword: "new-password-2" }),
    );
    expect(refused).toMatchObject({ code: "FORBIDDEN", message: PORTAL_ACCOUNT_MESSAGES.passwordLoginDisabled });
  });

  it("lets a read-only view read the account but save nothing", async () => {
    const { client } = await agencyOrg();
    const { api } = await client({ readOnly: true });
    await expect(api.portalAccount.account()).resolves.toMatchObject({ name: "Mo Member" });
    expect(await refusal(api.portalAccount.updateAccount({ name: "x" }))).toMatchObject({
      code: "FORBIDDEN",
      message: PORTAL_READ_ONLY_MESSAGE,
    });
  });
});

describe("the portal's organization drawer", () => {
  it("shows every member the org, and refuses a member who is not its admin any change", async () => {
    const { client, org } = await agencyOrg();
    const admin = await client({ isOrgAdmin: true });
    const member = await client();
    const seen = await member.api.portalAccount.org();
    expect(seen.org).toMatchObject({ id: org.id, name: "Harbour Dental", viewerIsOrgAdmin: false });
    expect(seen.org.members.map((m) => m.id)).toEqual([admin.row.id, member.row.id]);
    expect(JSON.stringify(seen)).not.toContain("password");

    for (const attempt of [
      member.api.portalAccount.updateOrg({ name: "Taken over" }),
      member.api.portalAccount.addOrgUser({ name: "Eve", email: "eve@example.test" }),
    ]) {
      expect(await refusal(attempt)).toMatchObject({ code: "FORBIDDEN", message: PORTAL_ACCOUNT_MESSAGES.notAdmin });
    }
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).name).toBe("Harbour Dental");
    expect(await eu.client.count({ where: { orgId: org.id } })).toBe(2);
  });

  it("lets the org admin change the org's about and switches, its other settings kept", async () => {
    const { client, org } = await agencyOrg();
    const admin = await client({ isOrgAdmin: true });
    const { org: saved } = await admin.api.portalAccount.updateOrg({
      name: "Harbour Dental Group",
      predefinedTags: ["billing", "urgent"],
      disallowAnyTags: true,
      settings: { disableClientAccess: true, disableClientAccessMessage: "Closed for the audit." },
    });
    expect(saved).toMatchObject({
      name: "Harbour Dental Group",
      predefinedTags: ["billing", "urgent"],
      disallowAnyTags: true,
      viewerIsOrgAdmin: true,
      settings: { smartHandoff: true, disableClientAccess: true, disableClientAccessMessage: "Closed for the audit." },
    });
    const stored = await eu.org.findUniqueOrThrow({ where: { id: org.id } });
    expect(stored.defaultClientAccess).toEqual(["home", "convos"]);
  });

  it("ignores fields the agency keeps (agents, access, billing) in an admin's save", async () => {
    const { client, org } = await agencyOrg();
    const admin = await client({ isOrgAdmin: true });
    // not part of the org admin's fields: stripped by the input schema
    const agencyFields = { widgetIDs: ["someoneElses"], allowBilling: true, defaultClientAccess: ["settings"] };
    await admin.api.portalAccount.updateOrg({ name: "Renamed", ...agencyFields });
    const stored = await eu.org.findUniqueOrThrow({ where: { id: org.id } });
    expect(stored).toMatchObject({
      name: "Renamed",
      widgetIDs: [],
      allowBilling: false,
      defaultClientAccess: ["home", "convos"],
    });
  });

  it("lets the org admin add a user with the org's defaults, its password answered once, never an admin", async () => {
    const { client, org, workspace } = await agencyOrg();
    const admin = await client({ isOrgAdmin: true });
    const added = await admin.api.portalAccount.addOrgUser({ name: "Eve Newton", email: " Eve@Example.test " });
    expect(added.member).toMatchObject({ name: "Eve Newton", email: "eve@example.test", isOrgAdmin: false });
    expect(added.password).toHaveLength(15);
    const stored = await eu.client.findUniqueOrThrow({ where: { id: added.member.id } });
    expect(stored).toMatchObject({
      orgId: org.id,
      ownerID: workspace.id,
      canAccess: ["home", "convos"],
      status: "offline",
    });
    const audit = await eu.workspaceLog.findFirst({ where: { workspaceId: workspace.id, content: "client_created" } });
    expect(audit?.metadata).toMatchObject({ clientId: added.member.id, organisationId: org.id });
    expect(JSON.stringify(audit)).not.toContain(added.password);

    const again = await refusal(admin.api.portalAccount.addOrgUser({ name: "Eve", email: "eve@example.test" }));
    expect(again).toMatchObject({ code: "CONFLICT", message: CLIENT_MESSAGES.clientExists(org.id) });
  });
});

describe("the client's feedback", () => {
  it("is e-mailed from the agency's verified domain to its support address, replies going to the client", async () => {
    const { client, agency } = await agencyOrg();
    const support = `support-${newEntityId().toLowerCase()}@example.test`;
    await eu.agency.update({
      where: { id: agency.id },
      data: {
        name: "Bloom Studio",
        supportEmail: support,
        resendEmailDomain: "bloom-feedback.test",
        resendEmailDomainStatus: "verified",
      },
    });
    const { api, row } = await client();
    expect(await api.portalAccount.sendFeedback({ message: "  The new leads page is great.  " })).toEqual({
      message: PORTAL_FEEDBACK_MESSAGES.sent,
    });
    const [mail] = await mailboxMessagesTo(support);
    expect(mail?.from).toBe('"Bloom Studio" <no-reply@bloom-feedback.test>');
    expect(mail?.subject).toBe("Feedback from Mo Member");
    expect(mail?.text).toContain("The new leads page is great.");
    expect(mail?.text).toContain(row.email);
    expect(await refusal(api.portalAccount.sendFeedback({ message: "   " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(PORTAL_FEEDBACK_MESSAGES.empty),
    });
  });

  it("is refused while the agency has no verified sending domain", async () => {
    const { client, agency } = await agencyOrg();
    await eu.agency.update({
      where: { id: agency.id },
      data: {
        supportEmail: "nobody@example.test",
        resendEmailDomain: "pending.test",
        resendEmailDomainStatus: "pending",
      },
    });
    const { api } = await client();
    expect(await refusal(api.portalAccount.sendFeedback({ message: "Hello" }))).toMatchObject({
      code: "FORBIDDEN",
      message: PORTAL_FEEDBACK_MESSAGES.unavailable,
    });
    expect(await mailboxMessagesTo("nobody@example.test")).toEqual([]);
  });
});

describe("the client's online/offline toggle", () => {
  it("starts offline; while online the client counts as someone who can take the org's agents' chats", async () => {
    const { client, org, workspace } = await agencyOrg();
    const { api, row } = await client();
    const agentId = newEntityId();
    const otherAgentId = newEntityId();
    await eu.org.update({ where: { id: org.id }, data: { widgetIDs: [agentId] } });
    const presence = (id: string) =>
      isTeamOnline({ db: deps.db, region: "eu", workspaceId: workspace.id, agentId: id });
    // the owner (a member of their own workspace) is offline here
    await eu.workspaceMember.updateMany({ where: { workspaceId: workspace.id }, data: { online: false } });
    expect(row.status).toBe("offline");
    expect(await presence(agentId)).toBe(false);

    expect(await api.portalAccount.setStatus({ online: true })).toEqual({ online: true });
    expect(await presence(agentId)).toBe(true);
    // an agent the org does not have is not answered by its clients
    expect(await presence(otherAgentId)).toBe(false);

    expect(await api.portalAccount.setStatus({ online: false })).toEqual({ online: false });
    expect(await presence(agentId)).toBe(false);
  });

  it("is not changed by a read-only view", async () => {
    const { client } = await agencyOrg();
    const { api, row } = await client({ readOnly: true });
    expect(await refusal(api.portalAccount.setStatus({ online: true }))).toMatchObject({
      code: "FORBIDDEN",
      message: PORTAL_READ_ONLY_MESSAGE,
    });
    expect((await eu.client.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("offline");
  });
});

describe("New Agent in the portal", () => {
  it("makes an agency agent for a client allowed to create agents and gives it to the client's org", async () => {
    const { client, org, workspace } = await agencyOrg();
    const maker = await client({ allowCreateAgents: true });
    const { agentId } = await maker.api.portalAccount.createAgent({ title: "  Night Desk " });
    const agent = await eu.agent.findUniqueOrThrow({ where: { id: agentId } });
    expect(agent).toMatchObject({ ownerId: workspace.id, title: "Night Desk" });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).widgetIDs).toEqual([agentId]);
  });

  it("refuses a client without allowCreateAgents, and a blank name, creating nothing", async () => {
    const { client, workspace } = await agencyOrg();
    const plain = await client();
    expect(await refusal(plain.api.portalAccount.createAgent({ title: "Mine" }))).toMatchObject({
      code: "FORBIDDEN",
      message: PORTAL_ACCOUNT_MESSAGES.cannotCreateAgents,
    });
    const maker = await client({ allowCreateAgents: true });
    expect(await refusal(maker.api.portalAccount.createAgent({ title: "  " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Please provide a name for the agent."),
    });
    expect(await eu.agent.count({ where: { ownerId: workspace.id } })).toBe(0);
  });
});

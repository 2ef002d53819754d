import { createTestAgent, createTestUser, uniqueEmail } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { inject } from "vitest";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createApiContext } from "../context";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

function tokenOf(inviteUrl: string): string {
  return inviteUrl.split("/").at(-1) ?? "";
}

describe("workspaces", () => {
  it("creates an empty workspace with the creator as only member and 0 credits, and remembers it", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const created = await api.workspace.create({ region: "na" });
    expect(created).toMatchObject({ region: "na", workspaceName: "", role: "owner", loadTokens: 0, isMain: false });
    const members = await api.workspace.members({ region: "na", workspaceId: created.id });
    expect(members.members).toEqual([expect.objectContaining({ email: user.email, role: "owner", isYou: true })]);
    expect((await api.auth.me()).lastWorkspace).toEqual({ id: created.id, region: "na" });
    expect((await api.workspace.list()).map((w) => w.id)).toEqual([user.id, created.id]);

    await api.workspace.select({ region: "eu", workspaceId: user.id });
    expect((await api.auth.me()).lastWorkspace).toEqual({ id: user.id, region: "eu" });
  });

  it("requires a name, and never deletes the main workspace", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const empty = await refusal(api.workspace.update({ region: "eu", workspaceId: user.id, workspaceName: "   " }));
    expect(empty.code).toBe("BAD_REQUEST");
    expect(empty.message).toContain(WORKSPACE_MESSAGES.nameRequired);
    await api.workspace.update({ region: "eu", workspaceId: user.id, workspaceName: "Acme" });
    expect((await api.workspace.get({ region: "eu", workspaceId: user.id })).workspaceName).toBe("Acme");

    const main = await refusal(api.workspace.delete({ region: "eu", workspaceId: user.id, confirmName: "Acme" }));
    expect(main.message).toBe(WORKSPACE_MESSAGES.mainNotDeletable);
    expect(await eu.workspace.count({ where: { id: user.id } })).toBe(1);

    const other = await api.workspace.create({ region: "eu" });
    await api.workspace.update({ region: "eu", workspaceId: other.id, workspaceName: "Scratch" });
    const mismatch = await refusal(
      api.workspace.delete({ region: "eu", workspaceId: other.id, confirmName: "scratc" }),
    );
    expect(mismatch.message).toBe(WORKSPACE_MESSAGES.deleteConfirmMismatch);
    await api.workspace.delete({ region: "eu", workspaceId: other.id, confirmName: "Scratch" });
    expect(await eu.workspace.count({ where: { id: other.id } })).toBe(0);
  });

  it("invites by e-mail, joins with the link, and keeps to the seat limit", async () => {
    const owner = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };

    expect((await refusal(api.workspace.invite({ ...scope, email: owner.user.email.toUpperCase() }))).message).toBe(
      WORKSPACE_MESSAGES.inviteYourself,
    );
    expect((await refusal(api.workspace.invite({ ...scope, email: "not-an-email" }))).code).toBe("BAD_REQUEST");

    const guest = await createTestUser(eu);
    const since = new Date();
    const invited = await api.workspace.invite({ ...scope, email: guest.user.email });
    expect(invited.inviteUrl).toMatch(/^http:\/\/localhost:3000\/join\/eu\/[A-Za-z0-9_-]{43}$/);
    // the invitation e-mail carries the same link
    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: guest.user.email, since });
    expect(mail.text).toContain(invited.inviteUrl);

    const token = tokenOf(invited.inviteUrl);
    const stranger = await createTestUser(eu);
    const wrong = await refusal(
      callerFor(createCaller, deps, asUser(stranger.user)).workspace.join({ region: "eu", token }),
    );
    expect(wrong.message).toBe(WORKSPACE_MESSAGES.inviteOtherEmail(guest.user.email));

    const guestApi = callerFor(createCaller, deps, asUser(guest.user));
    expect(await guestApi.workspace.invitation({ region: "eu", token })).toMatchObject({
      email: guest.user.email,
      invitedByEmail: owner.user.email,
    });
    await guestApi.workspace.join({ region: "eu", token });
    expect((await guestApi.workspace.list()).map((w) => w.id)).toContain(owner.workspace.id);
    expect((await refusal(guestApi.workspace.join({ region: "eu", token }))).message).toBe(
      WORKSPACE_MESSAGES.inviteInvalid,
    );

    // two of two seats taken: no more invitations
    expect((await api.workspace.members(scope)).seats).toEqual({ used: 2, limit: 2 });
    expect((await refusal(api.workspace.invite({ ...scope, email: uniqueEmail("third") }))).message).toBe(
      WORKSPACE_MESSAGES.seatsFull,
    );
    // and a member may not invite
    expect((await refusal(guestApi.workspace.invite({ ...scope, email: uniqueEmail("x") }))).code).toBe("FORBIDDEN");
  });

  it("refuses a join when the seats filled up after the invitation", async () => {
    const owner = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
    const first = await createTestUser(eu);
    const second = await createTestUser(eu);
    const a = await api.workspace.invite({ ...scope, email: first.user.email });
    const b = await api.workspace.invite({ ...scope, email: second.user.email });
    await callerFor(createCaller, deps, asUser(first.user)).workspace.join({
      region: "eu",
      token: tokenOf(a.inviteUrl),
    });
    const full = await refusal(
      callerFor(createCaller, deps, asUser(second.user)).workspace.join({ region: "eu", token: tokenOf(b.inviteUrl) }),
    );
    expect(full.message).toBe(WORKSPACE_MESSAGES.joinNoSeats);

    // a custom plan adds seats
    await eu.workspace.update({
      where: { id: owner.workspace.id },
      data: { customPlan: { limits: { workspaceSeats: 1 } } },
    });
    await callerFor(createCaller, deps, asUser(second.user)).workspace.join({
      region: "eu",
      token: tokenOf(b.inviteUrl),
    });
    expect((await api.workspace.members(scope)).seats).toEqual({ used: 3, limit: 3 });
  });

  it("removes members but never yourself or the owner", async () => {
    const owner = await createTestUser(eu);
    const member = await createTestUser(eu);
    await eu.workspaceMember.create({
      data: { workspaceId: owner.workspace.id, email: member.user.email, userId: member.user.id },
    });
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
    expect((await refusal(api.workspace.removeMember({ ...scope, email: owner.user.email }))).message).toBe(
      WORKSPACE_MESSAGES.removeYourself,
    );
    await api.workspace.removeMember({ ...scope, email: member.user.email });
    expect((await api.workspace.members(scope)).members.map((m) => m.email)).toEqual([owner.user.email]);
    expect((await refusal(callerFor(createCaller, deps, asUser(member.user)).workspace.get(scope))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("revokes an invitation so its link stops working", async () => {
    const owner = await createTestUser(eu);
    const guest = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
    const invited = await api.workspace.invite({ ...scope, email: guest.user.email });
    const [open] = (await api.workspace.members(scope)).invitations;
    await api.workspace.revokeInvitation({ ...scope, invitationId: open?.id ?? "" });
    const gone = await refusal(
      callerFor(createCaller, deps, asUser(guest.user)).workspace.join({
        region: "eu",
        token: tokenOf(invited.inviteUrl),
      }),
    );
    expect(gone.message).toBe(WORKSPACE_MESSAGES.inviteInvalid);
  });

  it("regenerating the workspace secret retires the old bearer", async () => {
    const owner = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
    const { workspaceSecret: old } = await api.workspace.secret(scope);
    const { workspaceSecret: fresh } = await api.workspace.regenerateSecret(scope);
    expect(fresh).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(fresh).not.toBe(old);
    expect((await createApiContext({ deps, session: null, authorization: `Bearer ${old}` })).actor).toBeNull();
    expect((await createApiContext({ deps, session: null, authorization: `Bearer ${fresh}` })).actor).toMatchObject({
      workspaceId: owner.workspace.id,
    });
  });
});

describe("agents", () => {
  it("locates an agent across regions for members only", async () => {
    const owner = await createTestUser(eu);
    const naWorkspace = await callerFor(createCaller, deps, asUser(owner.user)).workspace.create({ region: "na" });
    const agent = await createTestAgent(deps.db.for("na"), { id: naWorkspace.id, ownerId: owner.user.id });
    expect(await callerFor(createCaller, deps, asUser(owner.user)).agent.locate({ agentId: agent.id })).toEqual({
      region: "na",
      workspaceId: naWorkspace.id,
    });
    const stranger = await createTestUser(eu);
    expect(await callerFor(createCaller, deps, asUser(stranger.user)).agent.locate({ agentId: agent.id })).toBeNull();
    expect(
      await callerFor(createCaller, deps, asUser(owner.user)).agent.locate({ agentId: "A".repeat(16) }),
    ).toBeNull();
  });

  it("tracks draft vs published, stars, and deletes with confirmation", async () => {
    const owner = await createTestUser(eu);
    const agent = await createTestAgent(eu, owner.workspace, "Helper");
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const ref = { region: "eu" as const, agentId: agent.id };
    expect((await api.agent.get(ref)).isPublished).toBe(false);
    await api.agent.publish(ref);
    expect((await api.agent.get(ref)).isPublished).toBe(true);
    // a save that only moves lastModified keeps it published; a real change makes a draft
    await eu.agent.update({ where: { id: agent.id }, data: { lastModified: agent.lastModified + 100 } });
    expect((await api.agent.get(ref)).isPublished).toBe(true);
    await eu.agent.update({ where: { id: agent.id }, data: { settings: { vg_temperature: 0.9 } } });
    expect((await api.agent.get(ref)).isPublished).toBe(false);

    await api.agent.star({ ...ref, starred: true });
    expect((await api.agent.list({ region: "eu", workspaceId: owner.workspace.id }))[0]?.starred).toBe(true);

    expect((await refusal(api.agent.delete({ ...ref, confirmTitle: "helper" }))).code).toBe("BAD_REQUEST");
    await api.agent.delete({ ...ref, confirmTitle: "Helper" });
    expect(await eu.agent.count({ where: { id: agent.id } })).toBe(0);
  });

  it("regenerating the agent secret retires the old key", async () => {
    const owner = await createTestUser(eu);
    const agent = await createTestAgent(eu, owner.workspace);
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const ref = { region: "eu" as const, agentId: agent.id };
    const { SECRET_API_KEY: old } = await api.agent.secret(ref);
    const { SECRET_API_KEY: fresh } = await api.agent.regenerateSecret(ref);
    expect(fresh).not.toBe(old);
    expect((await createApiContext({ deps, session: null, authorization: `Bearer ${old}` })).actor).toBeNull();
  });
});

describe("agent creation", () => {
  it("creates an agent with the spec's defaults and starter settings, and requires a name", async () => {
    const owner = await createTestUser(eu);
    // more agents than the free plan's 2: a custom plan allows them
    await eu.workspace.update({
      where: { id: owner.workspace.id },
      data: { customPlan: { limits: { maxAgents: 10 } } },
    });
    const api = callerFor(createCaller, deps, asUser(owner.user));
    const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
    const empty = await refusal(api.agent.create({ ...scope, title: "  " }));
    expect(empty.message).toContain("Please provide a name for the agent.");
    const created = await api.agent.create({ ...scope, title: "Front desk" });
    expect(created).toMatchObject({ title: "Front desk", description: "Your virtual assistant.", agentPlatform: "vg" });
    expect(created.ID).toMatch(/^[A-Za-z0-9]{16}$/);
    const row = await eu.agent.findUniqueOrThrow({ where: { id: created.ID }, omit: { secretApiKey: false } });
    expect(row.secretApiKey).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    // a drawer agent starts from blank-template: nodes enabled, so no starter settings
    expect(created.enableNodes).toBe(true);
    expect(row.settings).toMatchObject({ messageDelayMS: 1000, recordChatHistory: true, enableGeoAnalytics: false });
    expect(row.settings).not.toHaveProperty("vg_defaultModel");
    // a standard agent without nodes gets the starter settings merged in
    const { agentCreated } = await api.agent.convertAgentTemplateToAgent({
      ...scope,
      agentName: "Plain",
      agentTemplate: { key: "plain", name: "Plain", description: "", icon: "bot", template: { enableNodes: false } },
    });
    const plain = await eu.agent.findUniqueOrThrow({ where: { id: agentCreated.ID } });
    expect(plain.enableNodes).toBe(false);
    expect(plain.settings).toMatchObject({
      messageDelayMS: 1000,
      recordChatHistory: true,
      vg_defaultModel: "gpt-4o",
      vg_maxTokens: 1024,
      vgOptions: { maxChunkSize: 2424 },
      enableGeoAnalytics: true,
      internal: { accountCreationConfig: "v2", websocketServer: "nodejs" },
      voiceConfig: { speechGen: { provider: "google-live" }, transcriber: { utteranceThreshold: 150 } },
    });
    const vf = await api.agent.create({ ...scope, title: "Flow", agentPlatform: "vf" });
    const vfRow = await eu.agent.findUniqueOrThrow({ where: { id: vf.ID } });
    expect(vfRow.settings).not.toHaveProperty("vg_defaultModel");
    expect(vfRow.settings).toMatchObject({
      enableGeoAnalytics: false,
      voiceConfig: { speechGen: { provider: "deepgram" } },
    });
  });
});

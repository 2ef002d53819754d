import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { AGENT_BACKUP_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import type { Actor } from "../context";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/** An owner with an agent (draft edited, never published) and a member of the workspace. */
async function team() {
  const owner = await createTestUser(eu);
  const member = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: owner.workspace.id, email: member.user.email, userId: member.user.id, role: "member" },
  });
  const agent = await createTestAgent(eu, owner.workspace, "Backed up");
  const scope = { region: "eu" as const, agentId: agent.id };
  await callerFor(createCaller, deps, asUser(owner.user)).agent.update({
    ...scope,
    settings: { description: "Draft v1" },
  });
  const input = (userEmail: string) => ({ ...scope, workspaceId: owner.workspace.id, userEmail });
  const versions = () => eu.agentVersion.findMany({ where: { agentId: agent.id }, orderBy: { publishedAt: "asc" } });
  const liveState = () =>
    eu.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { published: true, isDeployed: true } });
  return { owner, member, agent, scope, input, versions, liveState };
}

describe("agent.saveAgentBackup", () => {
  it("saves the draft as a version without publishing it; Restore brings it back", async () => {
    const { owner, scope, input, versions, liveState } = await team();
    const caller = callerFor(createCaller, deps, asUser(owner.user));
    const before = await liveState();

    const saved = await caller.agent.saveAgentBackup(input(owner.user.email));
    expect(saved.savedAt).toBeInstanceOf(Date);
    expect(await liveState()).toEqual(before);
    expect(before.isDeployed).toBe(false);
    const [version] = await versions();
    expect(version).toMatchObject({ id: saved.versionId, publishedBy: owner.user.email });
    expect(version?.document).toMatchObject({ title: "Backed up", description: "Draft v1" });

    await caller.agent.update({ ...scope, settings: { description: "Draft v2" } });
    await caller.agent.restoreVersion({ ...scope, versionId: saved.versionId });
    expect((await caller.agent.settings(scope)).settings.description).toBe("Draft v1");
  });

  it("a member saves with their own e-mail; another person's e-mail is refused and nothing is saved", async () => {
    const { owner, member, input, versions } = await team();
    const asMember = callerFor(createCaller, deps, asUser(member.user));
    for (const email of [owner.user.email, "someone-else@example.test"]) {
      const error = await refusal(asMember.agent.saveAgentBackup(input(email)));
      expect([error.code, error.message]).toEqual(["FORBIDDEN", AGENT_BACKUP_MESSAGES.notYourEmail]);
    }
    expect(await versions()).toEqual([]);
    // the e-mail is compared as an address: case and spaces do not matter
    await asMember.agent.saveAgentBackup(input(`  ${member.user.email.toUpperCase()} `));
    expect((await versions()).map((v) => v.publishedBy)).toEqual([member.user.email]);
  });

  it("the workspace secret saves in the owner's name only; the agent's own key cannot save", async () => {
    const { owner, member, agent, input, versions } = await team();
    const workspaceSecret: Actor = { type: "workspaceSecret", workspaceId: owner.workspace.id, region: "eu" };
    const error = await refusal(
      callerFor(createCaller, deps, workspaceSecret).agent.saveAgentBackup(input(member.user.email)),
    );
    expect([error.code, error.message]).toEqual(["FORBIDDEN", AGENT_BACKUP_MESSAGES.notOwnerEmail]);
    await callerFor(createCaller, deps, workspaceSecret).agent.saveAgentBackup(input(owner.user.email));

    const agentKey: Actor = { type: "agentSecret", agentId: agent.id, workspaceId: owner.workspace.id, region: "eu" };
    expect(
      (await refusal(callerFor(createCaller, deps, agentKey).agent.saveAgentBackup(input(owner.user.email)))).code,
    ).toBe("FORBIDDEN");
    expect((await versions()).map((v) => v.publishedBy)).toEqual([owner.user.email]);
  });

  it("refuses another workspace's id and outsiders with NOT_FOUND", async () => {
    const { owner, scope, input, versions } = await team();
    const stranger = await createTestUser(eu);
    const mismatched = await refusal(
      callerFor(createCaller, deps, asUser(owner.user)).agent.saveAgentBackup({
        ...scope,
        workspaceId: stranger.workspace.id,
        userEmail: owner.user.email,
      }),
    );
    expect(mismatched.code).toBe("NOT_FOUND");
    const outsider = await refusal(
      callerFor(createCaller, deps, asUser(stranger.user)).agent.saveAgentBackup(input(stranger.user.email)),
    );
    expect(outsider.code).toBe("NOT_FOUND");
    expect(await versions()).toEqual([]);
  });
});

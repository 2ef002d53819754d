import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { MEMBER_PERMISSIONS, WORKSPACE_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { resolveBearer } from "../context";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/** An owner with two agents and a member of the workspace. */
async function team() {
  const owner = await createTestUser(eu);
  const member = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: owner.workspace.id, email: member.user.email, userId: member.user.id, role: "member" },
  });
  const [first, second] = [await createTestAgent(eu, owner.workspace), await createTestAgent(eu, owner.workspace)];
  const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
  return {
    scope,
    first,
    second,
    owner: callerFor(createCaller, deps, asUser(owner.user)),
    member: callerFor(createCaller, deps, asUser(member.user)),
    memberEmail: member.user.email,
  };
}

describe("agents' API keys", () => {
  it("a plain member cannot see or rotate an agent's key; the owner can", async () => {
    const { first, owner, member } = await team();
    const agent = { region: "eu" as const, agentId: first.id };
    for (const call of [member.agent.secret(agent), member.agent.regenerateSecret(agent)]) {
      const error = await refusal(call);
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toBe(WORKSPACE_MESSAGES.apiKeysHidden);
    }
    expect((await owner.agent.secret(agent)).SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
  });

  it("a member the owner allowed sees keys; once removed, the owner is told which keys they saw and rotates them in one go", async () => {
    const { scope, first, second, owner, member, memberEmail } = await team();
    await owner.workspace.setMemberPermissions({
      ...scope,
      email: memberEmail,
      permissions: [MEMBER_PERMISSIONS.apiKeys],
    });
    expect((await owner.workspace.members(scope)).members.find((m) => m.email === memberEmail)?.permissions).toEqual([
      MEMBER_PERMISSIONS.apiKeys,
    ]);
    const seenKey = (await member.agent.secret({ region: "eu", agentId: first.id })).SECRET_API_KEY;
    // the key works for them as a bearer: it lists the agent's chats
    expect(await resolveBearer(deps, `Bearer ${seenKey}`)).toMatchObject({ type: "agentSecret", agentId: first.id });

    const { keysToRotate } = await owner.workspace.removeMember({ ...scope, email: memberEmail });
    expect(keysToRotate).toEqual([{ agentId: first.id, title: first.title }]);
    // removed: the session no longer reaches the workspace
    expect((await refusal(member.agent.secret({ region: "eu", agentId: first.id }))).code).toBe("NOT_FOUND");
    // the key they saw still works until it is rotated
    expect(await resolveBearer(deps, `Bearer ${seenKey}`)).not.toBeNull();

    const secondKeyBefore = (await owner.agent.secret({ region: "eu", agentId: second.id })).SECRET_API_KEY;
    expect(await owner.agent.rotateKeys({ ...scope, agentIds: keysToRotate.map((key) => key.agentId) })).toEqual({
      rotated: 1,
    });
    expect(await resolveBearer(deps, `Bearer ${seenKey}`)).toBeNull();
    // keys they never saw are left alone
    expect((await owner.agent.secret({ region: "eu", agentId: second.id })).SECRET_API_KEY).toBe(secondKeyBefore);
  });

  it("a member who saw a key that was rotated since leaves nothing to rotate", async () => {
    const { scope, first, owner, member, memberEmail } = await team();
    await owner.workspace.setMemberPermissions({
      ...scope,
      email: memberEmail,
      permissions: [MEMBER_PERMISSIONS.apiKeys],
    });
    await member.agent.secret({ region: "eu", agentId: first.id });
    await owner.agent.regenerateSecret({ region: "eu", agentId: first.id });
    expect(await owner.workspace.removeMember({ ...scope, email: memberEmail })).toEqual({ keysToRotate: [] });
  });

  it("rotating keys only touches the caller's own agents, and only the owner may", async () => {
    const mine = await team();
    const theirs = await team();
    expect(await mine.owner.agent.rotateKeys({ ...mine.scope, agentIds: [theirs.first.id] })).toEqual({ rotated: 0 });
    expect((await refusal(mine.member.agent.rotateKeys({ ...mine.scope, agentIds: [mine.first.id] }))).code).toBe(
      "FORBIDDEN",
    );
    expect(
      (
        await refusal(
          mine.member.workspace.setMemberPermissions({ ...mine.scope, email: mine.memberEmail, permissions: [] }),
        )
      ).code,
    ).toBe("FORBIDDEN");
  });
});

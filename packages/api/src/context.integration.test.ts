import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { createApiContext, resolveBearer } from "./context";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

describe("bearer authorisation", () => {
  it("resolves a workspace secret and an agent secret in any region", async () => {
    const na = deps.db.for("na");
    const { workspace } = await createTestUser(na);
    const agent = await createTestAgent(na, workspace);
    const secrets = await na.workspace.findUniqueOrThrow({
      where: { id: workspace.id },
      select: { workspaceSecret: true },
    });
    const agentSecret = await na.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { secretApiKey: true } });

    expect(await resolveBearer(deps, `Bearer ${secrets.workspaceSecret}`)).toEqual({
      type: "workspaceSecret",
      workspaceId: workspace.id,
      region: "na",
    });
    expect(await resolveBearer(deps, `bearer ${agentSecret.secretApiKey}`)).toEqual({
      type: "agentSecret",
      agentId: agent.id,
      workspaceId: workspace.id,
      region: "na",
    });
  });

  it("an unknown or malformed bearer is no actor, even with a session", async () => {
    const session = { userId: "u".repeat(15), email: "a@b.co", region: "eu" as const };
    for (const authorization of ["Bearer vg_AAAAAAAAAAAAAAAAAAAA", "Bearer nope", "Basic abc"]) {
      const context = await createApiContext({ deps, session, authorization });
      expect(context.actor).toBeNull();
    }
    expect((await createApiContext({ deps, session })).actor).toEqual({ type: "user", ...session });
  });

  it("never returns secrets in ordinary queries", async () => {
    const { workspace } = await createTestUser(deps.db.for("eu"));
    const row = await deps.db.for("eu").workspace.findUniqueOrThrow({ where: { id: workspace.id } });
    expect(row).not.toHaveProperty("workspaceSecret");
  });
});

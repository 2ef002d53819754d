/**
 * Factories for the seed, the integration tests and the e2e tests: unique e-mails, real rows
 * created through the same functions the product uses.
 */
import { randomString, newAgentId, newSecretKey, newWorkspaceId } from "./ids";
import type { Db } from "./client";
import { createUserWithWorkspace } from "./create-user-with-workspace";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomString(8).toLowerCase()}@example.test`;
}

export async function createTestUser(db: Db, overrides: { email?: string; displayName?: string } = {}) {
  return createUserWithWorkspace(db, {
    email: overrides.email ?? uniqueEmail(),
    displayName: overrides.displayName ?? "Test User",
  });
}

/** An extra (non-personal) workspace owned by the given user, who may live in another region. */
export async function createTestWorkspace(db: Db, owner: { id: string; email: string }, name = "Team workspace") {
  const id = newWorkspaceId();
  return db.workspace.create({
    data: {
      id,
      ownerId: owner.id,
      workspaceName: name,
      workspaceSecret: newSecretKey(),
      members: { create: { email: owner.email, userId: owner.id, role: "owner", permissions: ["*"] } },
    },
  });
}

export async function createTestAgent(db: Db, workspace: { id: string; ownerId: string }, title = "Test agent") {
  return db.agent.create({
    data: {
      id: newAgentId(),
      ownerId: workspace.id,
      userId: workspace.ownerId,
      title,
      secretApiKey: newSecretKey(),
      lastModified: Math.floor(Date.now() / 1000),
      settings: {},
    },
  });
}

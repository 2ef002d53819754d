import type { Db } from "./client";
import type { User, Workspace } from "./generated/prisma/client";
import { newPersonalWorkspaceName, newSecretKey, newWorkspaceId } from "./ids";

export interface NewUserInput {
  email: string;
  displayName?: string;
  origin?: string;
  /** the campaign the person came from (utm_source), kept on the user */
  utmSource?: string;
}

/**
 * Creates a user and their personal workspace (same id, 'Personal' + 5 characters, a fresh
 * workspaceSecret, the user as owner member) in one transaction of the region's database.
 * Used by sign-up, the seed and the test factories alike.
 */
export async function createUserWithWorkspace(
  db: Db,
  input: NewUserInput,
): Promise<{ user: User; workspace: Workspace }> {
  const id = newWorkspaceId();
  const email = input.email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        id,
        email,
        displayName: input.displayName?.trim() ?? "",
        origin: input.origin ?? "email",
        utmSource: input.utmSource || null,
        lastWorkspaceId: id,
      },
    });
    const workspace = await tx.workspace.create({
      data: {
        id,
        ownerId: id,
        isMain: true,
        workspaceName: newPersonalWorkspaceName(),
        workspaceSecret: newSecretKey(),
        members: { create: { email, userId: id, role: "owner", permissions: ["*"] } },
      },
    });
    return { user, workspace };
  });
}

import type { RegionalDb } from "@parlo/db";
import type { TWorkspaceSummary } from "@parlo/validators";

/** Every workspace, in every region, that lists the e-mail as a member. Main workspace first. */
export async function listWorkspaces(options: { db: RegionalDb; email: string }): Promise<TWorkspaceSummary[]> {
  const perRegion = await Promise.all(
    options.db.all().map(async ([region, client]) => {
      const memberships = await client.workspaceMember.findMany({
        where: { email: options.email },
        include: { workspace: true },
        orderBy: { joinedAt: "asc" },
      });
      return memberships.map((m) => ({
        id: m.workspace.id,
        region,
        workspaceName: m.workspace.workspaceName,
        workspacePhotoURL: m.workspace.workspacePhotoURL,
        isMain: m.workspace.isMain && m.role === "owner",
        role: m.role,
        loadTokens: m.workspace.loadTokens.toNumber(),
      }));
    }),
  );
  return perRegion.flat().sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

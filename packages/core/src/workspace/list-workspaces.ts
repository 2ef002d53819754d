import type { RegionalDb } from "@parlo/db";
import type { TWorkspaceSummary } from "@parlo/validators";
import { toWorkspaceSummary } from "./to-workspace-summary";

/** Every workspace, in every region, that lists the e-mail as a member. Main workspace first. */
export async function listWorkspaces(options: { db: RegionalDb; email: string }): Promise<TWorkspaceSummary[]> {
  const perRegion = await Promise.all(
    options.db.all().map(async ([region, client]) => {
      const memberships = await client.workspaceMember.findMany({
        where: { email: options.email },
        include: { workspace: true },
        orderBy: { joinedAt: "asc" },
      });
      return memberships.map((m) => toWorkspaceSummary(m.workspace, region, m.role));
    }),
  );
  return perRegion.flat().sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

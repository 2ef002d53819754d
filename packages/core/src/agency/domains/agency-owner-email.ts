import type { Region, RegionalDb } from "@parlo/db";

/**
 * The e-mail of the owner of an agency's workspace: the owner's account (`Workspace.ownerId`, a
 * user who may live in the other region), else the workspace's owner membership. Null when
 * neither is found.
 */
export async function agencyOwnerEmail(db: RegionalDb, region: Region, workspaceId: string): Promise<string | null> {
  const workspace = await db.for(region).workspace.findUnique({
    where: { id: workspaceId },
    select: { ownerId: true, members: { where: { role: "owner" }, select: { email: true, userId: true } } },
  });
  if (!workspace) return null;
  const home = db.for(region);
  const others = db.all().filter(([other]) => other !== region);
  for (const client of [home, ...others.map(([, other]) => other)]) {
    const user = await client.user.findUnique({ where: { id: workspace.ownerId }, select: { email: true } });
    if (user) return user.email;
  }
  const member = workspace.members.find((candidate) => candidate.userId === workspace.ownerId) ?? workspace.members[0];
  return member?.email ?? null;
}

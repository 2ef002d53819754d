import type { Region, RegionalDb } from "@parlo/db";

/** The e-mail's membership of a workspace in a region, or null. */
export async function getMembership(options: { db: RegionalDb; region: Region; workspaceId: string; email: string }) {
  return options.db.for(options.region).workspaceMember.findUnique({
    where: { workspaceId_email: { workspaceId: options.workspaceId, email: options.email } },
    select: { role: true, permissions: true, workspaceId: true },
  });
}

import type { Region, RegionalDb } from "@parlo/db";

/** Resolves a bearer workspace secret to its workspace, looking in every region. */
export async function findWorkspaceBySecret(options: {
  db: RegionalDb;
  secret: string;
}): Promise<{ workspaceId: string; region: Region } | null> {
  if (!/^vg_[A-Za-z0-9]{20}$/.test(options.secret)) return null;
  for (const [region, client] of options.db.all()) {
    const workspace = await client.workspace.findUnique({
      where: { workspaceSecret: options.secret },
      select: { id: true },
    });
    if (workspace) return { workspaceId: workspace.id, region };
  }
  return null;
}

import type { Region, RegionalDb } from "@parlo/db";
import { newEventSigningSecret } from "./new-event-signing-secret";

/**
 * The workspace's event signing secret, made on first use (the owner reads it, or an event is
 * sent); null when the workspace does not exist. The secret is only written where there is none
 * (one conditional UPDATE) and then read back, so concurrent first uses all get the one that was
 * stored first.
 */
export async function ensureEventSigningSecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<string | null> {
  const db = options.db.for(options.region);
  const read = () =>
    db.workspace.findUnique({ where: { id: options.workspaceId }, select: { eventSigningSecret: true } });
  const row = await read();
  if (!row) return null;
  if (row.eventSigningSecret) return row.eventSigningSecret;
  await db.workspace.updateMany({
    where: { id: options.workspaceId, eventSigningSecret: null },
    data: { eventSigningSecret: newEventSigningSecret() },
  });
  return (await read())?.eventSigningSecret ?? null;
}

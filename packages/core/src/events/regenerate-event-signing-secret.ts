import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { newEventSigningSecret } from "./new-event-signing-secret";

/**
 * Replaces the workspace's event signing secret (workspaceEvents.regenerateSigningSecret): every
 * event sent from now on, retries of queued ones included, is signed with the new one.
 */
export async function regenerateEventSigningSecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<string> {
  const secret = newEventSigningSecret();
  const { count } = await options.db
    .for(options.region)
    .workspace.updateMany({ where: { id: options.workspaceId }, data: { eventSigningSecret: secret } });
  if (count === 0) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return secret;
}

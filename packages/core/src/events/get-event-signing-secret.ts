import type { Region, RegionalDb } from "@parlo/db";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { ensureEventSigningSecret } from "./ensure-event-signing-secret";

/** The event signing secret for the owner's "Event forwarding" card (workspaceEvents.signingSecret). */
export async function getEventSigningSecret(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<string> {
  const secret = await ensureEventSigningSecret(options);
  if (!secret) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return secret;
}

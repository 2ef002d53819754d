import { CLIENT_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import type { ClientsScope } from "./clients-scope";

/**
 * An e-mail is one client per workspace (its agency): the refusal naming the org of the client that
 * has it ("Client already exists to org: {orgId}"), or null when the address is free (or is the
 * client's own, `exceptClientId`).
 */
export async function clientEmailConflict(
  scope: ClientsScope,
  email: string,
  exceptClientId?: string,
): Promise<DomainError | null> {
  const existing = await scope.db.for(scope.region).client.findUnique({
    where: { ownerID_email: { ownerID: scope.workspaceId, email } },
    select: { id: true, orgId: true },
  });
  if (!existing || existing.id === exceptClientId) return null;
  return new DomainError("CONFLICT", CLIENT_MESSAGES.clientExists(existing.orgId));
}

import {
  readOrgSettings,
  type TAddOrgUserOutput,
  type TPortalOrg,
  type TPortalOrgChanges,
  type TPortalOrgMember,
} from "@parlo/validators";
import { createClient } from "../../clients/create-client";
import { updateOrg } from "../../clients/update-org";
import { clientsScopeOf, requireOrgAdmin, requirePortalClient, type PortalClientScope } from "./portal-client-scope";

const MEMBER_SELECT = { id: true, name: true, email: true, squarePhotoURL: true, isOrgAdmin: true } as const;

/** The signed-in client's org as its organization drawer shows it (to every member; changes are the admin's). */
export async function getPortalOrg(scope: PortalClientScope): Promise<TPortalOrg> {
  const viewer = await requirePortalClient(scope);
  const org = await scope.deps.db.for(scope.region).org.findFirstOrThrow({
    where: { id: scope.orgId, ownerID: scope.workspaceId },
    include: { clients: { select: MEMBER_SELECT, orderBy: [{ ts: "asc" }, { id: "asc" }] } },
  });
  return {
    id: org.id,
    name: org.name,
    squarePhotoURL: org.squarePhotoURL,
    predefinedTags: org.predefinedTags,
    disallowAnyTags: org.disallowAnyTags,
    disableHandoff: org.disableHandoff,
    allowBilling: org.allowBilling,
    settings: readOrgSettings(org.settings),
    members: org.clients,
    viewerIsOrgAdmin: viewer.isOrgAdmin,
  };
}

/** An org admin saves the changed fields of its org (its about, tags and switches; settings merged). */
export async function updatePortalOrg(scope: PortalClientScope & { changes: TPortalOrgChanges }): Promise<TPortalOrg> {
  await requireOrgAdmin(scope);
  const { name, squarePhotoURL, predefinedTags, disallowAnyTags, disableHandoff, settings } = scope.changes;
  await updateOrg({
    ...clientsScopeOf(scope),
    orgId: scope.orgId,
    changes: { name, squarePhotoURL, predefinedTags, disallowAnyTags, disableHandoff, settings },
  });
  return getPortalOrg(scope);
}

/**
 * An org admin adds a user to its org: the org's default access and tab order, the agency's default
 * permissions, never org admin. Its password (typed, or 15 generated characters) is answered once;
 * the audit entry `client_created` is written as for the agency's own additions.
 */
export async function addPortalOrgUser(
  scope: PortalClientScope & { user: { name: string; email: string; password?: string } },
): Promise<TAddOrgUserOutput> {
  await requireOrgAdmin(scope);
  const { client, password } = await createClient({
    ...clientsScopeOf(scope),
    orgId: scope.orgId,
    client: { ...scope.user, isOrgAdmin: false },
    now: scope.deps.now?.(),
  });
  const member: TPortalOrgMember = {
    id: client.id,
    name: client.name,
    email: client.email,
    squarePhotoURL: client.squarePhotoURL,
    isOrgAdmin: client.isOrgAdmin,
  };
  return { member, password };
}

import type { Region, RegionalDb } from "@parlo/db";
import { AGENCY_ADMIN_PAGES, readClientPageKeys, readOrgSettings, type TClientPageKey } from "@parlo/validators";

/** A portal viewer as the API knows it: the host agency's admin, or one of its clients. */
export type PortalAgentViewer =
  | { type: "agencyAdmin"; workspaceId: string; region: Region }
  | { type: "client"; clientId: string; orgId: string; workspaceId: string; region: Region };

/** What a portal viewer allowed on an agent page may do there. */
export interface PortalAgentGrant {
  /** a client with hideAdvancedSettings: the Settings tab's advanced sections are not theirs */
  hideAdvancedSettings: boolean;
}

/**
 * May this portal viewer use this page of this agent (null when not)? The agent belongs to the agency's
 * workspace; for a client it is one of its org's agents, the client may open the page (read fresh,
 * so an owner's change applies at the next call), and the org's client access is on. The agency
 * admin may open the admin page set on every agent of the workspace.
 */
export async function portalAgentGrant(options: {
  db: RegionalDb;
  viewer: PortalAgentViewer;
  agentId: string;
  page: TClientPageKey;
}): Promise<PortalAgentGrant | null> {
  const { viewer, agentId, page } = options;
  const db = options.db.for(viewer.region);
  const agent = await db.agent.findFirst({ where: { id: agentId, ownerId: viewer.workspaceId }, select: { id: true } });
  if (!agent) return null;
  if (viewer.type === "agencyAdmin") return AGENCY_ADMIN_PAGES.includes(page) ? { hideAdvancedSettings: false } : null;
  const client = await db.client.findFirst({
    where: { id: viewer.clientId, orgId: viewer.orgId, ownerID: viewer.workspaceId },
    select: {
      canAccess: true,
      hideAdvancedSettings: true,
      org: { select: { widgetIDs: true, settings: true } },
    },
  });
  if (!client) return null;
  if (readOrgSettings(client.org.settings).disableClientAccess) return null;
  const allowed = client.org.widgetIDs.includes(agentId) && readClientPageKeys(client.canAccess).includes(page);
  return allowed ? { hideAdvancedSettings: client.hideAdvancedSettings } : null;
}

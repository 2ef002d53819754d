import type { RegionalDb } from "@parlo/db";
import { readOrgSettings, type TClientSessionView } from "@parlo/validators";
import { clientPagesForSession } from "../../client-auth/client-pages-for-session";

export interface PortalAgent {
  id: string;
  title: string;
  imageURL: string;
}

/** Who is signed in to an agency's portal, as its client shell shows them. */
export interface PortalViewer {
  kind: "client" | "agencyAdmin";
  /** an owner viewing as the client: nothing can be changed */
  readOnly: boolean;
  name: string;
  email: string | null;
  photoURL: string;
  org: {
    id: string;
    name: string;
    squarePhotoURL: string;
    dashboardLayout: "vertical" | "horizontal";
    /** Enable Client Access is off: every client of the org sees the blocking dialog */
    accessBlocked: boolean;
    blockedMessage: string;
    /** the org's credits (its agents spend them) */
    credits: number;
  } | null;
  /** the org's agents (a client), or the agency's agents (the admin: all, or the switched-to org's), newest first */
  agents: PortalAgent[];
  /** the org switcher: the agency's orgs (the admin), or the client's own */
  orgs: { id: string; name: string }[];
  /** the admin's switched-to org (null: all agents); a client's own org */
  switchedOrgId: string | null;
  /** the pages the viewer may open, in tab order */
  pages: string[];
  /** the agency custom tabs (hrefs) a client was given besides the always-visible ones */
  customTabAccess: string[];
  allowCreateAgents: boolean;
  /** the Settings tab's advanced sections are hidden from this viewer */
  hideAdvancedSettings: boolean;
  /** the client's online/offline toggle (the admin: false) */
  online: boolean;
}

const AGENT_SELECT = { id: true, title: true, roundedImageURL: true } as const;

/**
 * The viewer of a valid portal session of the agency whose workspace is `workspaceId`: a client
 * sees its org's agents that still belong to the workspace; the admin sees all of them.
 */
export async function loadPortalViewer(options: {
  db: RegionalDb;
  workspaceId: string;
  session: TClientSessionView;
  /** the org the admin switched to (its id; unknown ids show all agents) */
  adminOrgId?: string | null;
}): Promise<PortalViewer | null> {
  const { session, workspaceId } = options;
  const db = options.db.for(session.region);
  const pages = clientPagesForSession(session);
  if (session.kind === "agencyAdmin") {
    const orgs = await db.org.findMany({
      where: { ownerID: workspaceId },
      select: { id: true, name: true, widgetIDs: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    const switched = orgs.find((org) => org.id === options.adminOrgId) ?? null;
    const agents = await db.agent.findMany({
      where: { ownerId: workspaceId, ...(switched ? { id: { in: switched.widgetIDs } } : {}) },
      select: AGENT_SELECT,
      orderBy: { lastModified: "desc" },
    });
    return {
      kind: "agencyAdmin",
      readOnly: false,
      name: "Agency admin",
      email: null,
      photoURL: "",
      org: null,
      agents: agents.map(toPortalAgent),
      orgs: orgs.map(({ id, name }) => ({ id, name })),
      switchedOrgId: switched?.id ?? null,
      pages,
      customTabAccess: [],
      allowCreateAgents: false,
      hideAdvancedSettings: false,
      online: false,
    };
  }
  const client = session.client;
  if (!client) return null;
  const org = await db.org.findFirst({
    where: { id: client.orgId, ownerID: workspaceId },
    select: {
      id: true,
      name: true,
      squarePhotoURL: true,
      dashboardLayout: true,
      widgetIDs: true,
      settings: true,
      loadTokens: true,
      clients: { where: { id: client.id }, select: { status: true } },
    },
  });
  if (!org) return null;
  const agents = org.widgetIDs.length
    ? await db.agent.findMany({
        where: { id: { in: org.widgetIDs }, ownerId: workspaceId },
        select: AGENT_SELECT,
        orderBy: { lastModified: "desc" },
      })
    : [];
  const settings = readOrgSettings(org.settings);
  return {
    kind: "client",
    readOnly: session.readOnly,
    name: client.name,
    email: client.email,
    photoURL: client.squarePhotoURL,
    org: {
      id: org.id,
      name: org.name,
      squarePhotoURL: org.squarePhotoURL,
      dashboardLayout: org.dashboardLayout === "horizontal" ? "horizontal" : "vertical",
      accessBlocked: settings.disableClientAccess,
      blockedMessage: settings.disableClientAccessMessage,
      credits: org.loadTokens.toNumber(),
    },
    agents: agents.map(toPortalAgent),
    orgs: [{ id: org.id, name: org.name }],
    switchedOrgId: org.id,
    pages,
    customTabAccess: client.customTabAccess,
    allowCreateAgents: client.allowCreateAgents,
    hideAdvancedSettings: client.hideAdvancedSettings,
    online: org.clients[0]?.status === "online",
  };
}

function toPortalAgent(agent: { id: string; title: string; roundedImageURL: string }): PortalAgent {
  return { id: agent.id, title: agent.title, imageURL: agent.roundedImageURL };
}

import type { Region, RegionalDb } from "@parlo/db";
import {
  readClientPageKeys,
  readNotificationsSettings,
  readOrgSettings,
  reachesClient,
  takesEmail,
  takesPush,
} from "@parlo/validators";

/** Who gets a notification, and where a click takes each of them. */
export interface NotificationRecipient {
  /** "user:{id}" or "client:{id}" */
  key: string;
  /** the path in the recipient's app (the dashboard's agent tab, or the portal's page) */
  urlPathname: string;
  /** where to e-mail it too: a client whose settings take e-mail (Email, All Channels); null otherwise */
  email: string | null;
  /** whether it goes to the recipient's subscribed browsers too (Web Push): always for the team; for a client, by its notifyThrough */
  push: boolean;
}

/** What a notification is about: an agent's page (e.g. its Chats), with a query. */
export interface NotificationTarget {
  region: Region;
  workspaceId: string;
  /** the agent it concerns; null for the workspace as a whole (or the org in `orgId`) */
  agentId: string | null;
  /** an org it concerns without an agent (its credits) */
  orgId?: string | null;
  level: number;
  /** the client page (and agent tab) it links to: convos, leads, home */
  page: "convos" | "leads" | "home";
  /** more of the link's query (e.g. c: the conversation) */
  query?: Record<string, string>;
}

const withQuery = (path: string, query: Record<string, string>) => {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The recipients of a notification: the workspace's owner and members (in its dashboard), and the
 * clients of the orgs that have the agent (or of the org named) whose org lets them in, who may
 * open the page it links to, and whose settings take its level (Requests Only: level 2; None:
 * nothing). Each with the link of its own app.
 */
export async function notificationRecipients(
  db: RegionalDb,
  target: NotificationTarget,
): Promise<NotificationRecipient[]> {
  const regional = db.for(target.region);
  const query = target.query ?? {};
  const [workspace, members, orgs] = await Promise.all([
    regional.workspace.findUnique({ where: { id: target.workspaceId }, select: { ownerId: true } }),
    regional.workspaceMember.findMany({
      where: { workspaceId: target.workspaceId, userId: { not: null } },
      select: { userId: true },
    }),
    target.agentId || target.orgId
      ? regional.org.findMany({
          where: {
            ownerID: target.workspaceId,
            ...(target.orgId ? { id: target.orgId } : { widgetIDs: { has: target.agentId ?? "" } }),
          },
          select: {
            settings: true,
            clients: { select: { id: true, email: true, canAccess: true, notificationsSettings: true } },
          },
        })
      : Promise.resolve([]),
  ]);
  // in the dashboard: the agent's tab; an org's credits on the Clients page, the workspace's on Billing
  const dashboardPath =
    target.agentId && target.page !== "home"
      ? withQuery(`/app/${target.region}/agents/${target.agentId}/${target.page}`, query)
      : target.orgId
        ? `/app/${target.region}/clients`
        : `/app/${target.region}/account/billing`;
  const userIds = new Set<string>();
  if (workspace) userIds.add(workspace.ownerId);
  for (const member of members) if (member.userId) userIds.add(member.userId);
  const recipients: NotificationRecipient[] = [...userIds].map((id) => ({
    key: `user:${id}`,
    urlPathname: dashboardPath,
    email: null,
    push: true,
  }));

  const portalPath = withQuery(`/${target.page}`, target.agentId ? { agent: target.agentId, ...query } : query);
  for (const org of orgs) {
    if (readOrgSettings(org.settings).disableClientAccess) continue;
    for (const client of org.clients) {
      const pages: readonly string[] = readClientPageKeys(client.canAccess);
      if (!pages.includes(target.page)) continue;
      const settings = readNotificationsSettings(client.notificationsSettings);
      if (!reachesClient(target.level, settings.notifyIf)) continue;
      recipients.push({
        key: `client:${client.id}`,
        urlPathname: portalPath,
        email: takesEmail(settings.notifyThrough) ? client.email : null,
        push: takesPush(settings.notifyThrough),
      });
    }
  }
  return recipients;
}

import type { Region, RegionalDb } from "@parlo/db";
import type { TRuntimeAgent } from "@parlo/validators";

/**
 * Whether anyone who can take the agent's chats is online: a member of the workspace's team, or a
 * client of an org that has the agent (agency-shell-dashboards.md section 4), with their
 * online/offline toggle on.
 */
export async function isTeamOnline(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  agentId: string;
}): Promise<boolean> {
  const db = options.db.for(options.region);
  const [member, client] = await Promise.all([
    db.workspaceMember.findFirst({ where: { workspaceId: options.workspaceId, online: true }, select: { id: true } }),
    db.client.findFirst({
      where: {
        status: "online",
        org: { ownerID: options.workspaceId, widgetIDs: { has: options.agentId } },
      },
      select: { id: true },
    }),
  ]);
  return member !== null || client !== null;
}

/**
 * The runtime agent with `teamOnline` read from the members' and the org clients' toggles; only agents that offer a
 * person cost the query.
 */
export async function withTeamPresence(
  options: { db: RegionalDb; region: Region; workspaceId: string; agentId: string },
  agent: TRuntimeAgent,
): Promise<TRuntimeAgent> {
  if (!agent.enableHumanHandoff) return agent;
  return { ...agent, teamOnline: await isTeamOnline(options) };
}

/** The signed-in member's own toggle in a workspace (false when they are not a member). */
export async function memberOnline(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  email: string;
}): Promise<boolean> {
  const member = await options.db.for(options.region).workspaceMember.findFirst({
    where: { workspaceId: options.workspaceId, email: options.email },
    select: { online: true },
  });
  return member?.online ?? false;
}

/** Turns the signed-in member's online/offline toggle on or off; returns the new state. */
export async function setMemberOnline(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  email: string;
  online: boolean;
}): Promise<boolean> {
  await options.db.for(options.region).workspaceMember.updateMany({
    where: { workspaceId: options.workspaceId, email: options.email },
    data: { online: options.online },
  });
  return options.online;
}

import "server-only";
import type { Region } from "@parlo/db";
import { zAgentId, type TAgentDetail } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import {
  toQueryString,
  visibleTabs,
  type AgentTab,
  type AgentViewerRole,
  type PageSearchParams,
} from "@/lib/agent-tabs";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";
import { redirectToSignIn } from "@/server/sign-in-redirect";

export interface LoadedAgent {
  status: "found";
  agent: TAgentDetail;
  /** the viewer's role in the agent's workspace */
  role: AgentViewerRole;
  /** the tabs this viewer sees, in order */
  tabs: AgentTab[];
}

export type AgentFrameData = LoadedAgent | { status: "moved"; region: Region } | { status: "missing" };

/** 16 letters and digits. */
export function isAgentIdFormat(agentId: string): boolean {
  return zAgentId.safeParse(agentId).success;
}

/**
 * The agent of a dashboard URL, for the frame and the pages under it (cached per request).
 * Not in this region: "moved" when the viewer may see it in the other region, else "missing".
 */
export const loadAgentFrame = cache(async (region: Region, agentId: string): Promise<AgentFrameData> => {
  if (!isAgentIdFormat(agentId)) return { status: "missing" };
  const api = await serverCaller();
  let agent: TAgentDetail;
  try {
    agent = await api.agent.get({ region, agentId });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === "UNAUTHORIZED") return redirectToSignIn();
    if (error.code !== "NOT_FOUND") throw error;
    const location = await api.agent.locate({ agentId });
    return location && location.region !== region
      ? { status: "moved", region: location.region }
      : { status: "missing" };
  }
  const { workspaces } = await getShellData(region);
  const role = workspaces.find((w) => w.id === agent.workspaceId && w.region === region)?.role ?? "member";
  return { status: "found", agent, role, tabs: visibleTabs({ role, enableNodes: agent.enableNodes }) };
});

/**
 * The agent for a page under the frame. An agent that lives in the other region redirects to the
 * same page there (`path` below the agent, e.g. "settings" or "channels/voice", with the query);
 * an unknown one redirects to the agents list.
 */
export async function requireAgentHere(options: {
  region: Region;
  agentId: string;
  path: string;
  searchParams: PageSearchParams;
}): Promise<LoadedAgent> {
  const frame = await loadAgentFrame(options.region, options.agentId);
  if (frame.status === "moved") {
    redirect(`${routes.agent(frame.region, options.agentId, options.path)}${toQueryString(options.searchParams)}`);
  }
  if (frame.status === "missing") redirect(routes.agents(options.region));
  return frame;
}

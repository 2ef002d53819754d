import type { PortalViewer } from "@parlo/core/portal";

/** The agent a client page shows: the one in `?agent=` when it is the viewer's, else their first (null without agents). */
export function selectedAgentId(viewer: Pick<PortalViewer, "agents">, asked: unknown): string | null {
  return viewer.agents.find((agent) => agent.id === asked)?.id ?? viewer.agents[0]?.id ?? null;
}

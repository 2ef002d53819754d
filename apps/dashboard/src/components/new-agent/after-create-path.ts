import type { TRegion } from "@parlo/validators";
import { routes } from "../../lib/routes";

/** Where a new agent opens, with the test panel: its nodes when it has them, otherwise its widget. */
export function afterCreatePath(region: TRegion, agent: { ID: string; enableNodes: boolean }): string {
  return `${routes.agent(region, agent.ID, agent.enableNodes ? "nodes" : "overview")}?showDebugger=true`;
}

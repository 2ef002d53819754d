import type { AgentHref } from "@parlo/app-ui/agent-tabs-context";
import type { TRegion } from "@parlo/validators";
import { agentTabHref, withDebuggerParam, type AgentTab } from "./agent-tabs";

/** Where the shared agent tabs link to in the owner's dashboard: the tabs this viewer sees, nothing else. */
export function dashboardAgentHref(region: TRegion, tabs: readonly AgentTab[]): AgentHref {
  const visible = new Set<string>(tabs.map((tab) => tab.key));
  return (agentId, target) => {
    if (!visible.has(target.tab)) return null;
    const href = agentTabHref({ region, agentId, tab: target.tab, subTab: target.subTab });
    const withConversation = target.conversationId
      ? `${href}${href.includes("?") ? "&" : "?"}c=${encodeURIComponent(target.conversationId)}`
      : href;
    return withDebuggerParam(withConversation, target.testPanel === true);
  };
}

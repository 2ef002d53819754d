import type { AgentTab } from "@/lib/agent-tabs";
import { TabEmptyState } from "./tab-empty-state";
import { TAB_DESCRIPTIONS, TAB_ICONS } from "./tab-meta";

/** The body of a tab without sub-tabs, until its feature fills it. */
export function AgentTabView({ tab }: { tab: AgentTab }) {
  return <TabEmptyState icon={TAB_ICONS[tab.key]} title={tab.label} description={TAB_DESCRIPTIONS[tab.key]} />;
}

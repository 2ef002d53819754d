import type { TRegion } from "@parlo/validators";
import { Suspense } from "react";
import { AgentSubTabView } from "@/components/agent-dashboard/agent-sub-tab-view";
import { AgentSettingsSection } from "@parlo/app-ui/settings-section";
import { loadSettingsSection } from "@/components/agent-settings/load-section";
import { SettingsSkeleton } from "@parlo/app-ui/settings-skeleton";
import { resolveSubTab } from "@/lib/agent-tabs";
import { SETTINGS_SUB_TABS, type SettingsSubTabKey } from "@parlo/validators";
import { renderTabPage, tabMetadata, type TabPageProps } from "../tab-page";

export const metadata = tabMetadata("settings");

function settingsKey(key: string): SettingsSubTabKey {
  return SETTINGS_SUB_TABS.find((sub) => sub.key === key)?.key ?? "core";
}

/** The chosen section's form, with the agent's draft settings. */
async function SettingsSectionLoader(props: { region: TRegion; agentId: string; section: SettingsSubTabKey }) {
  return <AgentSettingsSection {...await loadSettingsSection(props)} />;
}

/** /app/{region}/agents/{agentId}/settings?tab=: the Settings tab, its section bar and the section's form. */
export default function SettingsTabPage(props: TabPageProps) {
  return renderTabPage("settings", props, ({ region, agentId, tab, query }) => {
    const section = settingsKey(resolveSubTab("settings", query.tab).key);
    return (
      <AgentSubTabView region={region} agentId={agentId} tab={tab} subTab={query.tab}>
        <Suspense key={section} fallback={<SettingsSkeleton />}>
          <SettingsSectionLoader region={region} agentId={agentId} section={section} />
        </Suspense>
      </AgentSubTabView>
    );
  });
}

import type { TRegion } from "@parlo/validators";
import type { ReactNode } from "react";
import {
  VOICE_SUB_TABS,
  agentTabHref,
  hasSubTabs,
  resolveSubTab,
  type AgentTab,
  type VoiceSubTabKey,
} from "@/lib/agent-tabs";
import { SETTINGS_SUB_TABS, type SettingsSubTabKey } from "@parlo/validators";
import { SubTabBar } from "./sub-tab-bar";
import { TabEmptyState } from "./tab-empty-state";
import { SETTINGS_DESCRIPTIONS, TAB_DESCRIPTIONS, TAB_ICONS, VOICE_DESCRIPTIONS } from "./tab-meta";

export interface AgentSubTabViewProps {
  region: TRegion;
  agentId: string;
  tab: AgentTab;
  /** the page's `?tab=` value, for tabs with sub-tabs */
  subTab?: string | string[];
  /** the chosen section's content (the Settings forms); without it the section shows its empty state */
  children?: ReactNode;
}

function isSettingsKey(key: string): key is SettingsSubTabKey {
  return SETTINGS_SUB_TABS.some((sub) => sub.key === key);
}

function isVoiceKey(key: string): key is VoiceSubTabKey {
  return VOICE_SUB_TABS.some((sub) => sub.key === key);
}

/** The body of the Settings or Voice tab: its sub-tab bar (`?tab=`) and the chosen section. */
export function AgentSubTabView({ region, agentId, tab, subTab, children }: AgentSubTabViewProps) {
  const icon = TAB_ICONS[tab.key];
  if (!hasSubTabs(tab.key)) {
    return <TabEmptyState icon={icon} title={tab.label} description={TAB_DESCRIPTIONS[tab.key]} />;
  }
  const section = resolveSubTab(tab.key, subTab);
  const description =
    tab.key === "settings"
      ? isSettingsKey(section.key)
        ? SETTINGS_DESCRIPTIONS[section.key]
        : TAB_DESCRIPTIONS.settings
      : isVoiceKey(section.key)
        ? VOICE_DESCRIPTIONS[section.key]
        : TAB_DESCRIPTIONS.voice;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">{tab.label}</h2>
          <p className="text-sm text-muted-foreground">{TAB_DESCRIPTIONS[tab.key]}</p>
        </div>
        <SubTabBar
          basePath={agentTabHref({ region, agentId, tab: tab.key })}
          tabs={tab.key === "settings" ? SETTINGS_SUB_TABS : VOICE_SUB_TABS}
          current={section.key}
          label={`${tab.label} sections`}
        />
      </div>
      {children ? (
        <section aria-labelledby="sub-tab-heading" className="flex flex-col gap-4">
          <div>
            <h3 id="sub-tab-heading" className="text-base font-semibold tracking-tight">
              {section.label}
            </h3>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </section>
      ) : (
        <TabEmptyState icon={icon} title={section.label} description={description} headingLevel={3} />
      )}
    </div>
  );
}

import { AgentSettingsSection } from "@parlo/app-ui/settings-section";
import { settingsFormProps } from "@parlo/app-ui/settings-form-props";
import type { PortalViewer } from "@parlo/core/portal";
import { EmptyState, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { ADVANCED_SETTINGS_SECTIONS, SETTINGS_SUB_TABS, type TRegion } from "@parlo/validators";
import { Lock } from "lucide";
import { PortalAgentTabs } from "./portal-agent-tabs";
import type { AgencyRequest } from "@/server/current-viewer";
import { portalCaller } from "@/server/portal-caller";

/** The Settings sections this viewer sees: all of them, or without the advanced ones (hideAdvancedSettings). */
export function settingsSectionsFor(viewer: Pick<PortalViewer, "hideAdvancedSettings">) {
  return SETTINGS_SUB_TABS.filter(
    (tab) => !viewer.hideAdvancedSettings || !ADVANCED_SETTINGS_SECTIONS.some((key) => key === tab.key),
  );
}

/**
 * The Settings page of the client dashboard: the section bar (`?tab=`) and the section's form,
 * the owner's own Settings form, loaded with the viewer's own access; a hidden section asked for by
 * URL is refused.
 */
export async function SettingsContent({
  request,
  viewer,
  agentId,
  asked,
}: {
  request: AgencyRequest;
  viewer: PortalViewer;
  agentId: string;
  asked: string | undefined;
}) {
  const sections = settingsSectionsFor(viewer);
  const section = asked ? sections.find((tab) => tab.key === asked) : sections[0];
  const region: TRegion = request.host.region;
  const hrefOf = (key: string) => `/settings?${new URLSearchParams({ agent: agentId, tab: key }).toString()}`;
  const bar = (
    <nav aria-label="Settings sections" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {sections.map((tab) => (
          <li key={tab.key}>
            <a
              href={hrefOf(tab.key)}
              aria-current={tab.key === section?.key ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors",
                tab.key === section?.key
                  ? "border-primary font-medium text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (!section) {
    return (
      <div className="flex flex-col gap-4">
        {bar}
        <EmptyState
          icon={<Icon node={Lock} />}
          title="This section is not available to your account"
          description="Ask your agency if you need it."
          data-testid="section-refused"
        />
      </div>
    );
  }
  const draft = await (await portalCaller(request)).agent.settings({ region, agentId });
  return (
    <div className="flex flex-col gap-4">
      {bar}
      <PortalAgentTabs pages={viewer.pages}>
        <AgentSettingsSection {...settingsFormProps({ region, agentId, section: section.key, draft })} />
      </PortalAgentTabs>
    </div>
  );
}

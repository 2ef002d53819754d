import "server-only";
import type { TRegion } from "@parlo/validators";
import { serverCaller } from "@/server/caller";
import type { SettingsSubTabKey } from "@/lib/agent-tabs";
import { sectionDefaults } from "./form-values";
import type { SettingsFormProps } from "./settings-form";
import { SETTINGS_SECTIONS } from "./settings-fields";

/** The props of a Settings section's form from the agent's stored draft (agent.settings). */
export async function loadSettingsSection(options: {
  region: TRegion;
  agentId: string;
  section: SettingsSubTabKey;
}): Promise<SettingsFormProps> {
  const { region, agentId, section } = options;
  const draft = await (await serverCaller()).agent.settings({ region, agentId });
  return {
    region,
    agentId,
    section,
    defaults: sectionDefaults(SETTINGS_SECTIONS[section], draft.settings),
    secretsSet: draft.secretsSet,
    readonlyValues: { agentPlatform: draft.settings.agentPlatform },
  };
}

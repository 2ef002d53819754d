import type { TAgentSettingsOutput, TRegion } from "@parlo/validators";
import { sectionDefaults } from "./form-values";
import type { SettingsFormProps } from "./settings-form";
import { formSection, type SettingsFormKey } from "./settings-fields";

/** The props of a Settings section's form from the agent's stored draft (what agent.settings answers). */
export function settingsFormProps(options: {
  region: TRegion;
  agentId: string;
  section: SettingsFormKey;
  draft: TAgentSettingsOutput;
}): SettingsFormProps {
  const { region, agentId, section, draft } = options;
  return {
    region,
    agentId,
    section,
    defaults: sectionDefaults(formSection(section), draft.settings),
    secretsSet: draft.secretsSet,
    readonlyValues: { agentPlatform: draft.settings.agentPlatform },
  };
}

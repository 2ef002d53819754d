import "server-only";
import type { TRegion } from "@parlo/validators";
import { serverCaller } from "@/server/caller";
import { sectionDefaults } from "./form-values";
import type { SettingsFormProps } from "./settings-form";
import { formSection, type SettingsFormKey } from "./settings-fields";

/** The props of a Settings section's form from the agent's stored draft (agent.settings). */
export async function loadSettingsSection(options: {
  region: TRegion;
  agentId: string;
  section: SettingsFormKey;
}): Promise<SettingsFormProps> {
  const { region, agentId, section } = options;
  const draft = await (await serverCaller()).agent.settings({ region, agentId });
  return {
    region,
    agentId,
    section,
    defaults: sectionDefaults(formSection(section), draft.settings),
    secretsSet: draft.secretsSet,
    readonlyValues: { agentPlatform: draft.settings.agentPlatform },
  };
}

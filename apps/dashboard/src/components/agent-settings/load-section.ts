import "server-only";
import type { SettingsFormProps } from "@parlo/app-ui/settings-section";
import type { SettingsFormKey } from "@parlo/app-ui/settings-fields";
import { settingsFormProps } from "@parlo/app-ui/settings-form-props";
import type { TRegion } from "@parlo/validators";
import { serverCaller } from "@/server/caller";

/** The props of a Settings section's form from the agent's stored draft (agent.settings). */
export async function loadSettingsSection(options: {
  region: TRegion;
  agentId: string;
  section: SettingsFormKey;
}): Promise<SettingsFormProps> {
  const { region, agentId } = options;
  const draft = await (await serverCaller()).agent.settings({ region, agentId });
  return settingsFormProps({ ...options, draft });
}

/** The Settings tab's sections: settings?tab= values, in the order the section bar shows them. */
export const SETTINGS_SUB_TABS = [
  { key: "core", label: "Core" },
  { key: "ui", label: "UI" },
  { key: "language", label: "Language" },
  { key: "security", label: "Security" },
  { key: "notifications", label: "Notifications" },
  { key: "handoff", label: "Human Handoff" },
  { key: "technical", label: "Technical" },
  { key: "analytics", label: "Analytics" },
  { key: "advanced", label: "Advanced" },
  { key: "integrations", label: "Integrations" },
] as const;

export type SettingsSubTabKey = (typeof SETTINGS_SUB_TABS)[number]["key"];

/** The sections a client with hideAdvancedSettings neither sees nor saves (spec section 6, client flags). */
export const ADVANCED_SETTINGS_SECTIONS = [
  "technical",
  "advanced",
  "integrations",
] as const satisfies readonly SettingsSubTabKey[];

/**
 * The settings of those sections, as paths into the agent's settings (a unit test of the Settings
 * form checks that they are exactly its advanced sections' fields).
 */
export const ADVANCED_SETTINGS_FIELDS = [
  // technical
  "vgOptions.maxChunkSize",
  "vg_kbTopChunks",
  "vg_kbDefaultDimension",
  "vg_kbCharCount",
  "vg_kbDocCount",
  "ifKnowsThreshold",
  "vectorDb",
  "vg_kb_llm.searchMethod",
  "vg_kb_llm.modelId",
  "vg_kb_llm.temprature",
  "vg_kb_llm.maxTokens",
  "vg_kb_llm.searchPrompt",
  "delayBeforeSubmit",
  "syncBrowser",
  "listenForUrlChanges",
  // advanced
  "smartInit",
  "enableAudioSupport",
  "vfSettings.enableIgnoreUrlPaths",
  "customButtonJSON_STRING",
  // integrations
  "whatsappToken",
  "whatsappNumberId",
  "whatsappBusniessId",
  "waTestNumber",
  "instagramOptions.pageId",
  "instagramOptions.accessToken",
  "igAccessToken",
  "gcloudClientEmail",
  "gcloudPrivateKey",
  "VF_PROJECT_ID",
  "VF_DM_API_KEY",
  "VF_KB_API_KEY",
] as const;

/** Whether an update of the agent's settings sets any field of the advanced sections. */
export function touchesAdvancedSettings(update: Record<string, unknown>): boolean {
  return ADVANCED_SETTINGS_FIELDS.some((path: string) => hasPath(update, path.split(".")));
}

function hasPath(value: unknown, keys: string[]): boolean {
  const [first, ...rest] = keys;
  if (first === undefined) return true;
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, first)) return false;
  return hasPath(Reflect.get(value, first), rest);
}

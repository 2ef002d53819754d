import type { TAgencyFormInput, TCustomTab } from "@parlo/validators";

/** The custom tabs as the editor takes them: every field present (the schema's defaults filled in). */
export function completeCustomTabs(tabs: TAgencyFormInput["customTabs"]): TCustomTab[] {
  return tabs.map((tab) => ({
    iconUrl: "",
    htmlContent: "",
    jsContent: "",
    iframeUrl: "",
    alwaysVisible: false,
    ...tab,
  }));
}

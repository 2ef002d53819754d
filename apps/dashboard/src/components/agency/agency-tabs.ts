import { AGENCY_TABS, type TAgencyTab } from "@parlo/validators";

/** The query parameter that presets the agency page's tab (its index in AGENCY_TABS). */
export const TAB_INDEX_PARAM = "activeTabIndex";

/** The tab index a `?activeTabIndex=` value asks for: a whole number of a tab, else the first tab. */
export function parseTabIndex(raw: string | readonly string[] | null | undefined): number {
  const value = typeof raw === "string" ? raw : raw?.[0];
  if (value === undefined || !/^\d{1,2}$/.test(value.trim())) return 0;
  const index = Number(value.trim());
  return index < AGENCY_TABS.length ? index : 0;
}

/** The tab at an index (the first for an index out of range). */
export function tabAt(index: number): TAgencyTab {
  return AGENCY_TABS[index] ?? AGENCY_TABS[0];
}

/** The form takes the full width (no preview) on these tabs. */
const FULL_WIDTH_TABS: ReadonlySet<TAgencyTab> = new Set<TAgencyTab>(["Custom Tabs", "SAAS Mode"]);

export function tabShowsPreview(index: number): boolean {
  return !FULL_WIDTH_TABS.has(tabAt(index));
}

/** The page's address with the tab index in its query (other parameters kept). */
export function hrefWithTabIndex(href: string, index: number): string {
  const url = new URL(href, "http://local");
  url.searchParams.set(TAB_INDEX_PARAM, String(index));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The form fields each tab shows (the top-level keys of the agency form). */
const TAB_FIELDS: Partial<Record<TAgencyTab, readonly string[]>> = {
  Overview: [
    "name",
    "brandingText",
    "squarePhotoURL",
    "darkModeSquarePhotourl",
    "faviconURL",
    "googleFont",
    "mainWebsite",
    "supportEmail",
    "tosPage",
    "privacyPolicypPage",
    "address",
  ],
  Theme: ["customTheme", "secondaryColorHex", "customCSS", "themeVariant", "themeColorUsage"],
  "Custom Tabs": ["customTabs"],
  Footer: ["footer"],
};

/**
 * The index of the tab that shows a field ("customTabs.1.href" -> Custom Tabs), so a refused field
 * can be brought into view; null for a field no tab shows.
 */
export function tabIndexOfField(path: string): number | null {
  const key = path.split(".")[0] ?? "";
  const tab = AGENCY_TABS.findIndex((name) => TAB_FIELDS[name]?.includes(key));
  return tab === -1 ? null : tab;
}

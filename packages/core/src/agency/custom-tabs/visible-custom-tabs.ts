import type { TCustomTab } from "@parlo/validators";

/**
 * The agency's custom tabs a portal viewer sees, in the agency's order: the agency admin all of
 * them, a client those marked always visible.
 */
export function visibleCustomTabs(
  tabs: readonly TCustomTab[],
  viewer: { kind: "client" | "agencyAdmin" },
): TCustomTab[] {
  return viewer.kind === "agencyAdmin" ? [...tabs] : tabs.filter((tab) => tab.alwaysVisible);
}

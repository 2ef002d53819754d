import type { TCustomTab } from "@parlo/validators";

/**
 * The agency's custom tabs a portal viewer sees, in the agency's order: the agency admin all of
 * them; a client those marked always visible and those it was given (`customTabAccess`, hrefs).
 */
export function visibleCustomTabs(
  tabs: readonly TCustomTab[],
  viewer: { kind: "client" | "agencyAdmin"; customTabAccess: readonly string[] },
): TCustomTab[] {
  if (viewer.kind === "agencyAdmin") return [...tabs];
  const given = new Set(viewer.customTabAccess);
  return tabs.filter((tab) => tab.alwaysVisible || given.has(tab.href));
}

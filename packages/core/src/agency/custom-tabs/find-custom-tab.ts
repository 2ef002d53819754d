import type { TCustomTab } from "@parlo/validators";

/**
 * The tab at an address among saved tabs: the exact href, else the one equal ignoring letter case
 * and a trailing slash (the rule by which ZCustomTabs calls two addresses the same).
 */
export function findCustomTab<T extends Pick<TCustomTab, "href">>(tabs: readonly T[], href: string): T | null {
  const exact = tabs.find((tab) => tab.href === href);
  if (exact) return exact;
  const key = (value: string) => value.trim().toLowerCase().replace(/\/+$/, "");
  return tabs.find((tab) => key(tab.href) === key(href)) ?? null;
}

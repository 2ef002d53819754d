import { AGENCY_LIMITS, ZCustomTabs, type TCustomTab } from "@parlo/validators";

/** The tabs with the one at `index` swapped with its neighbour; unchanged when it cannot move that way. */
export function moveTab<T>(tabs: readonly T[], index: number, direction: "up" | "down"): T[] {
  const target = direction === "up" ? index - 1 : index + 1;
  const moving = tabs[index];
  const neighbour = tabs[target];
  if (moving === undefined || neighbour === undefined) return [...tabs];
  const next = [...tabs];
  next[target] = moving;
  next[index] = neighbour;
  return next;
}

/** The tabs without the one at `index`. */
export function removeTab<T>(tabs: readonly T[], index: number): T[] {
  return tabs.filter((_, at) => at !== index);
}

/** Whether another tab may be added (the list's limit). */
export function canAddTab(tabs: readonly TCustomTab[]): boolean {
  return tabs.length < AGENCY_LIMITS.maxCustomTabs;
}

/**
 * A blank HTML tab to append: labelled "New tab" with an address no other tab uses
 * (/new-tab, /new-tab-2, ...), so that it is valid until the owner edits it.
 */
export function newCustomTab(tabs: readonly TCustomTab[]): TCustomTab {
  const taken = new Set(tabs.map((tab) => tab.href.trim().toLowerCase()));
  let n = 1;
  const hrefFor = (i: number) => (i === 1 ? "/new-tab" : `/new-tab-${i}`);
  while (taken.has(hrefFor(n))) n++;
  return {
    label: "New tab",
    href: hrefFor(n),
    iconUrl: "",
    pageType: "html",
    htmlContent: "",
    jsContent: "",
    iframeUrl: "",
    alwaysVisible: false,
  };
}

/** Key of a tab field's message: `${index}.${field}` (e.g. "1.href"), as the agency form passes its errors. */
export const fieldKey = (index: number, field: keyof TCustomTab) => `${index}.${field}`;

/** Messages of the whole list (not of one tab), e.g. too many tabs: the agency page shows those under the editor. */
export const LIST_ERROR_KEY = "list";

/**
 * What ZCustomTabs (the rules `agency.save` applies) says about the tabs, one message per field
 * keyed like "1.href" (the first message wins), and list-wide messages under LIST_ERROR_KEY.
 */
export function customTabErrors(tabs: readonly TCustomTab[]): Record<string, string> {
  const result = ZCustomTabs.safeParse(tabs);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    const key = typeof index === "number" && typeof field === "string" ? `${index}.${field}` : LIST_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The messages of one tab (local checks first, then the server's), by field. */
export function tabErrors(
  index: number,
  local: Record<string, string>,
  server: Record<string, string>,
): Partial<Record<keyof TCustomTab, string>> {
  const fields: (keyof TCustomTab)[] = [
    "label",
    "href",
    "iconUrl",
    "pageType",
    "htmlContent",
    "jsContent",
    "iframeUrl",
    "alwaysVisible",
  ];
  const messages: Partial<Record<keyof TCustomTab, string>> = {};
  for (const field of fields) {
    const key = fieldKey(index, field);
    const message = local[key] ?? server[key];
    if (message) messages[field] = message;
  }
  return messages;
}

import type { TCustomTab } from "@parlo/validators";

/** How a tab is named to assistive technology: its label, or its position when it has none. */
export const tabDisplayName = (tab: Pick<TCustomTab, "label">, index: number) => tab.label.trim() || `tab ${index + 1}`;

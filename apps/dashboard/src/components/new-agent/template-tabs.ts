import { TEMPLATE_CATEGORIES, type TTemplateKey } from "@parlo/validators";

export type TemplateTab = "All Templates" | keyof typeof TEMPLATE_CATEGORIES;

/** The drawer's template tabs, in order. */
export const TEMPLATE_TABS: readonly TemplateTab[] = ["All Templates", "Customer Support", "Utility", "Entertainment"];

/** The templates a tab lists, in the order they came. */
export function templatesInTab<T extends { key: TTemplateKey }>(templates: readonly T[], tab: TemplateTab): T[] {
  if (tab === "All Templates") return [...templates];
  const keys: readonly TTemplateKey[] = TEMPLATE_CATEGORIES[tab];
  return templates.filter((template) => keys.includes(template.key));
}

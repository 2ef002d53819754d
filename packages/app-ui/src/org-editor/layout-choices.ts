import type { TDashboardLayout } from "@parlo/validators";
import type { Choice } from "../editor/choice-group";

/** The client dashboard's layouts, as the organization editor and the SAAS Mode tab offer them. */
export const LAYOUT_CHOICES: readonly Choice<TDashboardLayout>[] = [
  { value: "vertical", label: "Vertical", hint: "The pages in a side rail (the default)." },
  { value: "horizontal", label: "Horizontal", hint: "The pages in a bar along the top." },
];

export const LAYOUT_LABELS: Record<TDashboardLayout, string> = { vertical: "Vertical", horizontal: "Horizontal" };

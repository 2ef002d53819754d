"use client";

import type { TCustomTab, TRegion } from "@parlo/validators";

export interface CustomTabsEditorProps {
  region: TRegion;
  value: TCustomTab[];
  onChange: (tabs: TCustomTab[]) => void;
  /** messages per tab field from the last validation, keyed `${index}.${field}` (e.g. "1.href") */
  errors: Record<string, string>;
  disabled?: boolean;
}

/** Placeholder: the custom tabs list and editor (replaced by the custom tabs work). */
export function CustomTabsEditor({ value }: CustomTabsEditorProps) {
  return (
    <ul className="flex flex-col gap-2">
      {value.map((tab) => (
        <li key={tab.href} className="rounded-md border border-border p-3 text-sm">
          {tab.label} <span className="text-muted-foreground">{tab.href}</span>
        </li>
      ))}
    </ul>
  );
}

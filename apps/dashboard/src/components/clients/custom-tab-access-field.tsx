"use client";

import { FormSection } from "@parlo/app-ui/editor-drawer";
import { Badge, FieldError } from "@parlo/ui";

/** An agency custom tab as the client editor lists it. */
export interface ClientsCustomTab {
  href: string;
  label: string;
  alwaysVisible: boolean;
}

/**
 * The agency's custom tabs a client may open: those marked always visible are everyone's (shown
 * checked, not changeable here); the others are given per client. Nothing shows without custom tabs.
 */
export function CustomTabAccessField({
  tabs,
  value,
  onChange,
  error,
}: {
  tabs: readonly ClientsCustomTab[];
  value: readonly string[];
  onChange: (hrefs: string[]) => void;
  error?: string | undefined;
}) {
  if (tabs.length === 0) return null;
  const given = new Set(value);
  return (
    <FormSection
      id="client-custom-tabs"
      title="Custom tabs"
      description="Your agency's own tabs this client sees after its pages."
    >
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Custom tabs">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50 has-disabled:cursor-default">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={tab.alwaysVisible || given.has(tab.href)}
                disabled={tab.alwaysVisible}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, tab.href] : value.filter((href) => href !== tab.href))
                }
              />
              <span className="min-w-0 flex-1 truncate">{tab.label}</span>
              <span className="font-mono text-xs text-muted-foreground">{tab.href}</span>
              {tab.alwaysVisible ? <Badge variant="secondary">Always visible</Badge> : null}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id="client-custom-tabs-error" role="alert">
        {error}
      </FieldError>
    </FormSection>
  );
}

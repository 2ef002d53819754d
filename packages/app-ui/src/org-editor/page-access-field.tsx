"use client";

import { cn } from "@parlo/ui";
import { CLIENT_PAGES, type TClientPageKey } from "@parlo/validators";
import type { ReactNode } from "react";
import { withPage } from "./page-order";

/** Why a page cannot be given yet (shown next to it, e.g. Billing before payments are connected). */
export type UnavailablePages = Partial<Record<TClientPageKey, string>>;

/** The Client Access panel's wording for Billing while the agency's card payments are not connected. */
const BILLING_UNAVAILABLE: UnavailablePages = {
  billing: "Needs a connected payment account (connect card payments in SAAS Mode first).",
};

/** The pages that cannot be given yet: Billing until the agency's card payments are connected. */
export function unavailablePages(paymentsConnected: boolean): UnavailablePages {
  return paymentsConnected ? {} : BILLING_UNAVAILABLE;
}

/**
 * The Client Access panel: the client dashboard's pages (Home ... Billing, in the panel's order) as
 * checkboxes. A page listed in `unavailable` cannot be added (it can still be taken away).
 */
export function PageAccessField({
  id,
  legend,
  description,
  value,
  onChange,
  unavailable = {},
  disabled,
}: {
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  value: readonly string[];
  onChange: (pages: TClientPageKey[]) => void;
  unavailable?: UnavailablePages;
  disabled?: boolean;
}) {
  const given = new Set(value);
  const notes = CLIENT_PAGES.filter((page) => unavailable[page.key]);
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      disabled={disabled}
      aria-describedby={description || notes.length > 0 ? `${id}-help` : undefined}
      data-testid={id}
    >
      <legend className="mb-1 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {CLIENT_PAGES.map((page) => {
          const checked = given.has(page.key);
          const locked = Boolean(unavailable[page.key]) && !checked;
          return (
            <label
              key={page.key}
              className={cn(
                "flex min-w-0 items-center gap-2 text-sm",
                locked || disabled ? "cursor-not-allowed text-muted-foreground" : "cursor-pointer",
              )}
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={checked}
                disabled={locked}
                onChange={(event) => onChange(withPage(value, page.key, event.target.checked))}
              />
              <span className="truncate">{page.label}</span>
            </label>
          );
        })}
      </div>
      {description || notes.length > 0 ? (
        <div id={`${id}-help`} className="flex flex-col gap-1 text-[13px] text-muted-foreground">
          {description ? <p>{description}</p> : null}
          {notes.map((page) => (
            <p key={page.key}>
              {page.label}: {unavailable[page.key]}
            </p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

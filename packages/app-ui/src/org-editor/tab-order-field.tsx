"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CLIENT_PAGE_LABELS, type TClientPageKey } from "@parlo/validators";
import { ArrowDown, ArrowUp } from "lucide";
import { useState, type ReactNode } from "react";
import { moved } from "./page-order";

/**
 * The order of the client dashboard's tabs: the given pages, each movable up or down (the first
 * cannot go up, the last cannot go down). Each move is announced to screen readers.
 */
export function TabOrderField({
  id,
  legend,
  description,
  pages,
  onChange,
}: {
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  /** the given pages in their tab order */
  pages: readonly TClientPageKey[];
  onChange: (pages: TClientPageKey[]) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const move = (index: number, step: -1 | 1) => {
    const page = pages[index];
    if (!page) return;
    onChange(moved(pages, index, step));
    setAnnouncement(`${CLIENT_PAGE_LABELS[page]} moved to position ${index + step + 1} of ${pages.length}.`);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {legend}
      </span>
      {description ? <p className="text-[13px] text-muted-foreground">{description}</p> : null}
      {pages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-3 text-center text-[13px] text-muted-foreground">
          Give at least one page to order the tabs.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border" data-testid={id}>
          {pages.map((page, index) => {
            const label = CLIENT_PAGE_LABELS[page];
            return (
              <li key={page} className="flex items-center gap-3 px-3 py-1.5">
                <span className="w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate text-sm">{label}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <Icon node={ArrowUp} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${label} down`}
                  disabled={index === pages.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <Icon node={ArrowDown} />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

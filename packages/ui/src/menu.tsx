"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./lib/cn";

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

export type MenuEntry = MenuItem | { separator: true; key: string } | { heading: ReactNode; key: string };

/**
 * A small accessible menu button (WAI-ARIA menu pattern): opens on click, Enter, Space or
 * ArrowDown; arrow keys, Home and End move between items; Escape and outside clicks close it and
 * return focus to the button. Light enough for every page's first load. The button is disabled
 * until hydration, so a click that could not open it yet never looks like it did nothing.
 */
export function Menu({
  trigger,
  label,
  entries,
  align = "start",
  onOpen,
  triggerClassName,
  contentClassName,
}: {
  trigger: ReactNode;
  label: string;
  entries: MenuEntry[];
  align?: "start" | "end";
  onOpen?: () => void;
  triggerClassName?: string;
  contentClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  // the button works once the page is hydrated; until then it says so (and a click is not lost)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    onOpen?.();
    requestAnimationFrame(() => focusItem(0));
    const onPointer = (e: PointerEvent) => {
      const target = e.target;
      if (target instanceof Node && !list.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onListKey = (e: KeyboardEvent) => {
    const all = items();
    const current = all.findIndex((el) => el === document.activeElement);
    if (e.key === "ArrowDown") focusItem(current + 1);
    else if (e.key === "ArrowUp") focusItem(current - 1);
    else if (e.key === "Home") focusItem(0);
    else if (e.key === "End") focusItem(all.length - 1);
    else if (e.key === "Escape" || e.key === "Tab") close(e.key === "Escape");
    else return;
    e.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onListKey}
          className={cn(
            "absolute top-full z-50 mt-1.5 max-h-96 min-w-56 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg",
            align === "end" ? "right-0" : "left-0",
            contentClassName,
          )}
        >
          {entries.map((entry) => {
            if ("separator" in entry)
              return <div key={entry.key} role="separator" className="-mx-1 my-1 h-px bg-border" />;
            if ("heading" in entry)
              return (
                <div key={entry.key} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                  {entry.heading}
                </div>
              );
            return (
              <div
                key={entry.key}
                role="menuitem"
                tabIndex={-1}
                aria-disabled={entry.disabled || undefined}
                data-testid={entry.testId}
                onClick={() => {
                  if (entry.disabled) return;
                  close(true);
                  entry.onSelect();
                }}
                onKeyDown={(e) => {
                  if (e.key === "Enter" || e.key === " ") {
                    e.preventDefault();
                    if (entry.disabled) return;
                    close(true);
                    entry.onSelect();
                  }
                }}
                className="flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-muted focus:bg-muted aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0"
              >
                {entry.icon}
                {entry.label}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

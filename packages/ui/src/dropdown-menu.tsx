"use client";

import * as RadixMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { cn } from "./lib/cn";
import type { MenuProps } from "./menu-types";

const ITEM_CLASSES =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * The menu button on Radix DropdownMenu (loaded lazily by `Menu`): arrow keys, Home/End and
 * typeahead move between items; Escape and outside clicks close it. Not modal, so a click outside
 * also reaches what it was aimed at. A chosen item's action runs once focus is back on the button,
 * so a dialog it opens returns focus there when it closes.
 */
export function DropdownMenu({
  trigger,
  label,
  entries,
  align = "start",
  onOpen,
  triggerClassName,
  contentClassName,
}: MenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  return (
    <RadixMenu.Root modal={false} onOpenChange={(open) => open && onOpen?.()}>
      <RadixMenu.Trigger ref={button} aria-label={label} className={triggerClassName}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            const action = chosen.current;
            chosen.current = null;
            if (!action) return;
            event.preventDefault();
            button.current?.focus();
            action();
          }}
          className={cn(
            "z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] min-w-56 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg",
            contentClassName,
          )}
        >
          {entries.map((entry) => {
            if ("separator" in entry)
              return <RadixMenu.Separator key={entry.key} className="-mx-1 my-1 h-px bg-border" />;
            if ("heading" in entry)
              return (
                <RadixMenu.Label key={entry.key} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
                  {entry.heading}
                </RadixMenu.Label>
              );
            return (
              <RadixMenu.Item
                key={entry.key}
                disabled={entry.disabled}
                data-testid={entry.testId}
                onSelect={() => {
                  chosen.current = entry.onSelect;
                }}
                className={ITEM_CLASSES}
              >
                {entry.icon}
                {entry.label}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

"use client";

import { Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENCY_LIMITS, type TCustomTab, type TRegion } from "@parlo/validators";
import { PanelsTopLeft, Plus } from "lucide";
import { useEffect, useMemo, useRef, useState } from "react";
import { CustomTabForm } from "./custom-tab-form";
import { CustomTabRow } from "./custom-tab-row";
import { canAddTab, customTabErrors, moveTab, newCustomTab, removeTab, tabErrors } from "./custom-tabs-list";
import { useRowKeys } from "./use-row-keys";

export interface CustomTabsEditorProps {
  region: TRegion;
  value: TCustomTab[];
  onChange: (tabs: TCustomTab[]) => void;
  /** messages per tab field from the last validation, keyed `${index}.${field}` (e.g. "1.href") */
  errors: Record<string, string>;
  disabled?: boolean;
  /** the addresses of the tabs as last saved: only those have a preview */
  savedHrefs?: readonly string[];
}

/** Where the keyboard focus goes after an action: a control of a row, or the Add tab button. */
type FocusTarget = { row: string; control: "up" | "down" | "edit" | "field" } | { row: null };

/**
 * The agency's custom tabs: collapsed rows (icon, label, address, page type, always-visible badge;
 * Preview, Move up/down, Edit, Delete) and an expanded editor per tab (Done collapses it). The
 * addresses are checked as the owner types with the rules `agency.save` applies (ZCustomTabs);
 * the server's own messages (`errors`) show where no live check has one.
 */
export function CustomTabsEditor({
  region,
  value,
  onChange,
  errors,
  disabled,
  savedHrefs = [],
}: CustomTabsEditorProps) {
  const rows = useRowKeys(value.length);
  const saved = new Set(savedHrefs.map((href) => href.toLowerCase()));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const local = useMemo(() => customTabErrors(value), [value]);

  // keyboard focus follows the tab that was moved, opened, closed or added
  useEffect(() => {
    if (!focus) return;
    const target =
      focus.row === null
        ? addRef.current
        : listRef.current?.querySelector<HTMLElement>(
            focus.control === "field"
              ? `[data-row="${focus.row}"] [data-autofocus]`
              : `[data-row="${focus.row}"] [data-action="${focus.control}"]`,
          );
    target?.focus();
    setFocus(null);
  }, [focus]);

  const toggle = (key: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const move = (index: number, direction: "up" | "down") => {
    const key = rows.keys[index];
    if (key === undefined) return;
    const to = direction === "up" ? index - 1 : index + 1;
    rows.update((keys) => moveTab(keys, index, direction));
    onChange(moveTab(value, index, direction));
    // at either end the button pressed is disabled: the other one takes the focus
    const control = to === 0 ? "down" : to === value.length - 1 ? "up" : direction;
    setFocus({ row: key, control: value.length > 1 ? control : "edit" });
  };

  const remove = (index: number) => {
    const key = rows.keys[index];
    rows.update((keys) => removeTab(keys, index));
    onChange(removeTab(value, index));
    if (key !== undefined) toggle(key, false);
    const neighbour = rows.keys[index + 1] ?? rows.keys[index - 1];
    setFocus(neighbour === undefined ? { row: null } : { row: neighbour, control: "edit" });
  };

  const add = () => {
    const key = rows.append();
    onChange([...value, newCustomTab(value)]);
    toggle(key, true);
    setFocus({ row: key, control: "field" });
  };

  const update = (index: number, tab: TCustomTab) =>
    onChange(value.map((current, at) => (at === index ? tab : current)));

  return (
    <div className="flex flex-col gap-4" data-testid="custom-tabs-editor">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">Custom tabs</h2>
        <p className="text-sm text-muted-foreground">
          Pages of your own in your clients&apos; dashboard: HTML you write, or another website&apos;s page. They show
          in this order.
        </p>
      </div>

      {value.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Icon node={PanelsTopLeft} className="size-5" />
          </span>
          <p className="text-sm font-medium">No custom tabs yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add a tab to show a report, a form or a help page next to the dashboard&apos;s own tabs.
          </p>
        </div>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-2" aria-label="Custom tabs">
          {value.map((tab, index) => {
            const key = rows.keys[index] ?? `row-${index}`;
            const messages = tabErrors(index, local, errors);
            const firstMessage = Object.values(messages)[0];
            const open = expanded.has(key);
            return (
              <li
                key={key}
                data-row={key}
                data-testid="custom-tab"
                className={cn(
                  "rounded-lg border bg-card shadow-xs",
                  firstMessage ? "border-destructive/60" : "border-border",
                  open && !firstMessage && "border-primary/40",
                )}
              >
                {open ? (
                  <CustomTabForm
                    tab={tab}
                    index={index}
                    errors={messages}
                    disabled={disabled}
                    onChange={(next) => update(index, next)}
                    onDone={() => {
                      toggle(key, false);
                      setFocus({ row: key, control: "edit" });
                    }}
                    onDelete={() => remove(index)}
                  />
                ) : (
                  <CustomTabRow
                    region={region}
                    tab={tab}
                    index={index}
                    count={value.length}
                    error={firstMessage}
                    previewable={messages.href === undefined && saved.has(tab.href.toLowerCase())}
                    disabled={disabled}
                    onEdit={() => {
                      toggle(key, true);
                      setFocus({ row: key, control: "field" });
                    }}
                    onMove={(direction) => move(index, direction)}
                    onDelete={() => remove(index)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={disabled || !canAddTab(value)}
          aria-describedby="custom-tabs-count"
          onClick={add}
        >
          <Icon node={Plus} />
          Add tab
        </Button>
        <span id="custom-tabs-count" className="text-xs text-muted-foreground">
          {value.length} of {AGENCY_LIMITS.maxCustomTabs} tabs
        </span>
      </div>
    </div>
  );
}

"use client";

import { Button, Input, Label, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { analyticsRangeProblem, ANALYTICS_PRESETS } from "@parlo/validators";
import { CalendarRange } from "lucide";
import { useState, type FormEvent } from "react";
import type { RangeChoice } from "./analytics-range";

/**
 * The presets (Last 7, 30, 90 days) as a segmented control, and Custom: two dates and Apply. The
 * custom fields start from the range on screen; a backwards or too long range is explained and not
 * applied.
 */
export function RangePicker({
  choice,
  dates,
  today,
  onChange,
}: {
  choice: RangeChoice;
  dates: { from: string; to: string };
  today: string;
  onChange: (next: RangeChoice) => void;
}) {
  const [editing, setEditing] = useState(choice.kind === "custom");
  const [draft, setDraft] = useState(dates);
  const problem = analyticsRangeProblem(draft.from, draft.to);
  const [tried, setTried] = useState(false);

  const openCustom = () => {
    setDraft(dates);
    setTried(false);
    setEditing(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem === null) onChange({ kind: "custom", from: draft.from, to: draft.to });
  };

  const segment = (active: boolean) =>
    cn(
      "h-8 rounded-md px-3 text-[13px] font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
      active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );

  return (
    <div className="flex flex-col gap-2">
      <div
        className="inline-flex flex-wrap gap-1 self-start rounded-lg bg-muted p-1"
        role="group"
        aria-label="Date range"
      >
        {ANALYTICS_PRESETS.map((preset) => {
          const active = !editing && choice.kind === "preset" && choice.key === preset.key;
          return (
            <button
              key={preset.key}
              type="button"
              className={segment(active)}
              aria-pressed={active}
              onClick={() => {
                setEditing(false);
                onChange({ kind: "preset", key: preset.key });
              }}
            >
              {preset.label}
            </button>
          );
        })}
        <button
          type="button"
          className={cn(segment(editing || choice.kind === "custom"), "inline-flex items-center gap-1.5")}
          aria-pressed={editing || choice.kind === "custom"}
          aria-expanded={editing}
          onClick={openCustom}
        >
          <Icon node={CalendarRange} className="size-3.5" />
          Custom
        </button>
      </div>
      {editing ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={apply} noValidate>
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-from" className="text-xs text-muted-foreground">
              From
            </Label>
            <Input
              id="analytics-from"
              type="date"
              className="h-9 w-40"
              value={draft.from}
              max={draft.to || today}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-to" className="text-xs text-muted-foreground">
              To
            </Label>
            <Input
              id="analytics-to"
              type="date"
              className="h-9 w-40"
              value={draft.to}
              min={draft.from || undefined}
              aria-invalid={tried && problem !== null ? true : undefined}
              aria-describedby={tried && problem ? "analytics-range-problem" : undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <Button type="submit" size="sm" className="h-9">
            Apply
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-9"
            onClick={() => {
              setEditing(false);
              setTried(false);
            }}
          >
            Cancel
          </Button>
          {tried && problem ? (
            <p id="analytics-range-problem" role="alert" className="basis-full text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

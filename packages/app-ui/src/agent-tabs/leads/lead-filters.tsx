"use client";

import { Button, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LEAD_MESSAGES, LEAD_SEARCH_MAX } from "@parlo/validators";
import { Search, X } from "lucide";
import { isBackwards } from "./date-range";

export interface LeadFilterState {
  search: string;
  /** YYYY-MM-DD or "" */
  from: string;
  to: string;
}

export const NO_LEAD_FILTERS: LeadFilterState = { search: "", from: "", to: "" };

/** Search (name, e-mail, phone) and the date range above the table. */
export function LeadFilters({
  value,
  onChange,
}: {
  value: LeadFilterState;
  onChange: (next: LeadFilterState) => void;
}) {
  const backwards = isBackwards(value.from, value.to);
  const any = value.search !== "" || value.from !== "" || value.to !== "";
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-56 flex-1 sm:max-w-80">
          <Icon
            node={Search}
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search leads"
            placeholder="Search name, e-mail or phone"
            className="pl-9"
            value={value.search}
            maxLength={LEAD_SEARCH_MAX}
            onChange={(e) => onChange({ ...value, search: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="leads-from" className="text-xs text-muted-foreground">
            From
          </Label>
          <Input
            id="leads-from"
            type="date"
            className="w-40"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="leads-to" className="text-xs text-muted-foreground">
            To
          </Label>
          <Input
            id="leads-to"
            type="date"
            className="w-40"
            value={value.to}
            min={value.from || undefined}
            aria-invalid={backwards ? true : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </div>
        {any ? (
          <Button variant="ghost" size="sm" className="h-10" onClick={() => onChange(NO_LEAD_FILTERS)}>
            <Icon node={X} className="size-4" />
            Clear
          </Button>
        ) : null}
      </div>
      {backwards ? <p className="text-sm text-destructive">{LEAD_MESSAGES.badDateRange}</p> : null}
    </div>
  );
}

"use client";

import { Input } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  CONVERSATION_STATUSES,
  CONVERSATION_STATUS_LABELS,
  RUNTIME_CHANNELS,
  type TConversationStatus,
  type TRuntimeChannel,
} from "@parlo/validators";
import { Search } from "lucide";

export const CHANNEL_LABELS: Record<TRuntimeChannel, string> = {
  widget: "Widget",
  share: "Share page",
  prototype: "Demo",
  test: "Test panel",
  api: "API",
};

export const PERIODS = [
  { key: "", label: "Any time", days: 0 },
  { key: "1", label: "Last 24 hours", days: 1 },
  { key: "7", label: "Last 7 days", days: 7 },
  { key: "30", label: "Last 30 days", days: 30 },
] as const;

export interface FilterState {
  search: string;
  channel: TRuntimeChannel | "";
  status: TConversationStatus | "";
  period: string;
}

const SELECT =
  "h-8 min-w-0 flex-1 basis-24 rounded-md border border-input bg-background px-2 text-xs text-foreground focus-visible:outline-2 focus-visible:outline-ring";

const isChannel = (v: string): v is TRuntimeChannel => RUNTIME_CHANNELS.some((c) => c === v);
const isStatus = (v: string): v is TConversationStatus => CONVERSATION_STATUSES.some((s) => s === v);

/** The search box and the channel, status and period filters above the list. */
export function ConversationFilters({
  value,
  onChange,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search messages"
          className="pl-9"
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          maxLength={200}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <select
          aria-label="Channel"
          className={SELECT}
          value={value.channel}
          onChange={(e) => onChange({ ...value, channel: isChannel(e.target.value) ? e.target.value : "" })}
        >
          <option value="">All channels</option>
          {RUNTIME_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          className={SELECT}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: isStatus(e.target.value) ? e.target.value : "" })}
        >
          <option value="">All statuses</option>
          {CONVERSATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONVERSATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <select
          aria-label="Period"
          className={SELECT}
          value={value.period}
          onChange={(e) => onChange({ ...value, period: e.target.value })}
        >
          {PERIODS.map((p) => (
            <option key={p.key} value={p.key}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CircleAlert } from "lucide";

export interface SaveBarProps {
  saving: boolean;
  /** the server's refusal of the last save */
  error: string | null;
  onDiscard: () => void;
}

/** Sticks to the bottom of the window while a section has unsaved changes. */
export function SaveBar({ saving, error, onDiscard }: SaveBarProps) {
  return (
    <div
      className="sticky bottom-4 z-30 mt-2 flex items-center justify-between gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-card/80"
      role="region"
      aria-label="Unsaved changes"
      data-testid="settings-save-bar"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-medium">You have unsaved changes</p>
        {error ? (
          <p role="alert" className="flex items-start gap-1.5 text-[13px] text-destructive">
            <Icon node={CircleAlert} className="mt-0.5 size-3.5 shrink-0" />
            <span className="min-w-0 break-words">{error}</span>
          </p>
        ) : (
          <p className="hidden text-[13px] text-muted-foreground sm:block">
            Save to update the draft; publish to make it live.
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDiscard} disabled={saving}>
          Discard
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}

"use client";

import { Icon } from "@parlo/ui/icon";
import type { TKnowledgeSource } from "@parlo/validators";
import { ChevronRight } from "lucide";
import { useState } from "react";
import { timeAgo } from "./knowledge-format";

type RefreshMetadata = NonNullable<TKnowledgeSource["refreshMetadata"]>;

/** lastRefreshTS in milliseconds (older writers may have stored seconds). */
export function refreshedAt(metadata: RefreshMetadata): Date {
  const ts = metadata.lastRefreshTS;
  return new Date(ts < 1e12 ? ts * 1000 : ts);
}

const LISTS = [
  { key: "added", label: "added" },
  { key: "changed", label: "changed" },
  { key: "removed", label: "removed" },
] as const;

/** "Refreshed 2 hours ago · 3 added, 1 changed, 0 removed", the page lists behind a toggle. */
export function SourceChanges({
  metadata,
  now,
  pages = true,
}: {
  metadata: RefreshMetadata;
  now: Date;
  /** false for a text or a document: one "page", whose changes say nothing more than "read" */
  pages?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!pages) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="source-changes">
        Last read {timeAgo(refreshedAt(metadata), now)}
      </p>
    );
  }
  const total = metadata.added.length + metadata.changed.length + metadata.removed.length;
  return (
    <div className="text-xs text-muted-foreground" data-testid="source-changes">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded text-left hover:text-foreground disabled:cursor-default disabled:hover:text-muted-foreground"
        aria-expanded={total > 0 ? open : undefined}
        disabled={total === 0}
        onClick={() => setOpen(!open)}
      >
        {total > 0 ? (
          <Icon node={ChevronRight} className={`size-3 transition-transform ${open ? "rotate-90" : ""}`} />
        ) : null}
        <span>
          Refreshed {timeAgo(refreshedAt(metadata), now)}
          {" · "}
          {total === 0 ? "no changes" : LISTS.map(({ key, label }) => `${metadata[key].length} ${label}`).join(", ")}
        </span>
      </button>
      {open ? (
        <div className="mt-2 space-y-2 rounded-md border border-border bg-muted/40 p-2">
          {LISTS.filter(({ key }) => metadata[key].length > 0).map(({ key, label }) => (
            <div key={key}>
              <p className="font-medium text-foreground capitalize">{label}</p>
              <ul className="mt-0.5 space-y-0.5">
                {metadata[key].map((url) => (
                  <li key={url} className="truncate font-mono text-[11px]" title={url}>
                    {url}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

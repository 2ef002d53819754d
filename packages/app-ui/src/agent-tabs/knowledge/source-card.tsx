"use client";

import { Alert, Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { REFRESH_RATES, type TKnowledgeSource, type TRefreshRate, type TRegion } from "@parlo/validators";
import { FileText, Globe, RefreshCw, Trash2, Type } from "lucide";
import { useState } from "react";
import { formatCount, timeAgo } from "./knowledge-format";
import { CRAWL_MODE_LABELS, REFRESH_LABELS, SOURCE_TYPE_LABELS } from "./knowledge-labels";
import { SourceChanges } from "./source-changes";
import { SourceDetails } from "./source-details";
import { SourceStatusBadge } from "./source-status-badge";
import { TagsInput } from "./tags-input";

const TYPE_ICONS = { url: Globe, doc: FileText, text: Type } as const;

export interface SourceCardProps {
  region: TRegion;
  source: TKnowledgeSource;
  /** a run of the source is queued or running */
  active: boolean;
  now: Date;
  onTags: (tags: string[]) => Promise<void>;
  onRefreshRate: (rate: TRefreshRate) => Promise<void>;
  onRefresh: () => Promise<void>;
  onDelete: () => void;
}

/** One source: type, name, state (with the reason of an error), sizes, tags, refresh rate and actions. */
export function SourceCard({
  region,
  source,
  active,
  now,
  onTags,
  onRefreshRate,
  onRefresh,
  onDelete,
}: SourceCardProps) {
  const [saving, setSaving] = useState<"tags" | "rate" | "refresh" | null>(null);
  const busy = source.status === "INITIALIZED" || source.status === "PENDING" || active;
  const run = async (what: "tags" | "rate" | "refresh", action: () => Promise<void>) => {
    setSaving(what);
    try {
      await action();
    } finally {
      setSaving(null);
    }
  };
  const idPrefix = `source-${source.id}`;

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs"
      data-testid="knowledge-source"
      data-source-id={source.id}
      aria-label={source.name}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
          title={SOURCE_TYPE_LABELS[source.sourceType]}
        >
          <Icon node={TYPE_ICONS[source.sourceType]} className="size-4" />
        </div>
        <div className="min-w-0 flex-1 basis-48">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold" data-testid="source-name">
              {source.name}
            </h3>
            <SourceStatusBadge status={source.status} />
            {active && source.status === "SUCCESS" ? (
              <span className="text-xs text-muted-foreground">Refreshing…</span>
            ) : null}
          </div>
          <p className="mt-0.5 truncate text-xs text-muted-foreground">
            {SOURCE_TYPE_LABELS[source.sourceType]}
            {source.crawl ? ` · ${CRAWL_MODE_LABELS[source.crawl.mode]}` : ""}
            {source.url ? (
              <>
                {" · "}
                <a href={source.url} target="_blank" rel="noreferrer" className="hover:text-foreground hover:underline">
                  {source.url}
                </a>
              </>
            ) : null}
            {" · added "}
            {timeAgo(source.createdAt, now)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            loading={saving === "refresh"}
            disabled={busy}
            title={busy ? "This source is being read" : "Read the source again now"}
            onClick={() => void run("refresh", onRefresh)}
          >
            {saving === "refresh" ? null : <Icon node={RefreshCw} />}
            Refresh now
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            aria-label={`Delete ${source.name}`}
            onClick={onDelete}
          >
            <Icon node={Trash2} />
          </Button>
        </div>
      </div>

      {source.status === "ERROR" && source.error ? (
        <Alert variant="error" data-testid="source-error">
          {source.error}
        </Alert>
      ) : null}

      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
        <Stat label="Characters" value={formatCount(source.charCount)} />
        <Stat label="Chunks" value={formatCount(source.chunkCount)} />
        {source.sourceType === "url" ? <Stat label="Pages" value={formatCount(source.pageCount)} /> : null}
      </dl>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${idPrefix}-tags`} className="block text-xs font-medium text-muted-foreground">
            Tags
          </label>
          <TagsInput
            id={`${idPrefix}-tags`}
            value={source.tags}
            disabled={saving === "tags"}
            onChange={(tags) => void run("tags", () => onTags(tags))}
          />
        </div>
        {source.sourceType === "url" ? (
          <div className="space-y-1">
            <label htmlFor={`${idPrefix}-rate`} className="block text-xs font-medium text-muted-foreground">
              Refresh
            </label>
            <select
              id={`${idPrefix}-rate`}
              value={source.refreshRate}
              disabled={saving === "rate"}
              onChange={(event) => {
                const rate = REFRESH_RATES.find((r) => r === event.target.value);
                if (rate) void run("rate", () => onRefreshRate(rate));
              }}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground sm:w-44"
            >
              {REFRESH_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {REFRESH_LABELS[rate]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {source.refreshMetadata || source.sourceType === "url" ? (
        <div className="flex flex-col gap-1.5">
          {source.refreshMetadata ? (
            <SourceChanges metadata={source.refreshMetadata} now={now} pages={source.sourceType === "url"} />
          ) : null}
          {source.sourceType === "url" ? (
            <SourceDetails
              region={region}
              agentId={source.agentId}
              sourceId={source.id}
              pageCount={source.pageCount}
              now={now}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={`source-${label.toLowerCase()}`}>
        {value}
      </dd>
    </div>
  );
}

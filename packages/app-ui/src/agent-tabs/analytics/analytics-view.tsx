"use client";

import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { ANALYTICS_MESSAGES, canonicalTimeZone, todayIn, type TRegion } from "@parlo/validators";
import { ChartColumn, RefreshCw } from "lucide";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { useAgentHref } from "../../agent-tabs-context";
import { rangeDates, readRangeChoice, sameChoice, writeRangeChoice, type RangeChoice } from "./analytics-range";
import { AnalyticsBodySkeleton } from "./analytics-skeleton";
import { CountryList } from "./country-list";
import { DailyChart } from "./daily-chart";
import { formatRange } from "./format";
import { RangePicker } from "./range-picker";
import { StatCards } from "./stat-cards";
import { TopQuestions } from "./top-questions";
import { useAnalytics } from "./use-analytics";

/** The viewer's time zone (days start at its midnight), or UTC when the browser does not say. */
function viewerTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? "UTC";
}

/** Puts the range in the URL (a new history entry, no server round trip), so a reload keeps it. */
function showInUrl(choice: RangeChoice) {
  const url = new URL(window.location.href);
  url.search = writeRangeChoice(url.search, choice);
  window.history.pushState(null, "", url);
}

/**
 * The Analytics tab: a range (presets or custom, kept in the URL) in the viewer's time zone, the
 * totals, conversations and messages per day, the top questions and the visitors' countries.
 */
export function AnalyticsView({ region, agentId }: { region: TRegion; agentId: string }) {
  const [timeZone] = useState(viewerTimeZone);
  const choice = readRangeChoice(useSearchParams());
  const today = todayIn(timeZone);
  const { from, to } = rangeDates(choice, today);
  const { data, error, loading, reload } = useAnalytics({ region, agentId, from, to, timeZone });
  const testPanelHref = useAgentHref()(agentId, { tab: "analytics", testPanel: true });

  const choose = (next: RangeChoice) => {
    if (!sameChoice(next, choice)) showInUrl(next);
  };

  const empty = data !== null && data.totals.conversations === 0 && data.totals.messages === 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Analytics</h2>
          <p className="text-sm text-muted-foreground" data-testid="analytics-range">
            {formatRange(from, to)} · days in {timeZone}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <RangePicker key={`${from}|${to}`} choice={choice} dates={{ from, to }} today={today} onChange={choose} />
          <Button
            variant="ghost"
            size="sm"
            className="h-10"
            loading={loading && data !== null}
            onClick={() => void reload()}
          >
            {loading && data !== null ? null : <Icon node={RefreshCw} className="size-4" />}
            Refresh
          </Button>
        </div>
      </div>

      {error ? (
        <Alert variant="error" title={ANALYTICS_MESSAGES.loadFailed} data-testid="analytics-error">
          <span className="flex flex-wrap items-center gap-3">
            {error === ANALYTICS_MESSAGES.loadFailed ? null : <span>{error}</span>}
            <Button size="sm" variant="outline" onClick={() => void reload()}>
              Try again
            </Button>
          </span>
        </Alert>
      ) : null}

      {data === null ? (
        error ? null : (
          <AnalyticsBodySkeleton />
        )
      ) : empty ? (
        <EmptyState
          icon={<Icon node={ChartColumn} />}
          title={ANALYTICS_MESSAGES.emptyTitle}
          description={ANALYTICS_MESSAGES.emptyBody}
          className="bg-card/40 py-16"
          data-testid="analytics-empty"
          action={
            testPanelHref ? (
              <Button asChild size="sm" variant="outline">
                <Link href={testPanelHref}>{ANALYTICS_MESSAGES.openTestPanel}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div
          className={cn("flex flex-col gap-4 transition-opacity", loading ? "opacity-60" : null)}
          aria-busy={loading}
          data-testid="analytics-body"
        >
          <StatCards totals={data.totals} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Conversations and messages per day</CardTitle>
            </CardHeader>
            <CardContent>
              <DailyChart days={data.days} />
            </CardContent>
          </Card>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">Top questions</CardTitle>
                <CardDescription>What visitors opened conversations with</CardDescription>
              </CardHeader>
              <CardContent>
                <TopQuestions questions={data.topQuestions} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">Countries</CardTitle>
                <CardDescription>Where conversations started</CardDescription>
              </CardHeader>
              <CardContent>
                <CountryList agentId={agentId} geo={data.geo} />
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}

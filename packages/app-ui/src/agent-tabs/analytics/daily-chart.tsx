"use client";

import type { TAnalyticsDay } from "@parlo/validators";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { countTicks, dayAt, labelledDays } from "./chart-scale";
import { formatCount, formatLongDay, formatRange, formatShortDay } from "./format";

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
const LABEL_WIDTH = 64;

function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function dayText(day: TAnalyticsDay): string {
  return `${formatLongDay(day.date)}: ${formatCount(day.conversations)} conversations, ${formatCount(day.messages)} messages`;
}

/**
 * Conversations (bars) and messages (line) per day on one scale, drawn as plain SVG. Hovering or
 * moving with the arrow keys shows the day's numbers; the SVG's title and description tell screen
 * readers what it shows and the totals.
 */
export function DailyChart({ days }: { days: TAnalyticsDay[] }) {
  const { ref, width } = useWidth<HTMLDivElement>(720);
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const descId = useId();

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = days.reduce((top, day) => Math.max(top, day.conversations, day.messages), 0);
  const ticks = countTicks(max);
  const top = ticks.at(-1) ?? 1;
  const band = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, Math.min(28, band * 0.6));
  const x = (index: number) => MARGIN.left + band * (index + 0.5);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labels = labelledDays(days.length, Math.floor(plotWidth / LABEL_WIDTH));
  const line = days.map((day, index) => `${index === 0 ? "M" : "L"}${x(index)},${y(day.messages)}`).join(" ");

  const first = days[0];
  const last = days.at(-1);
  const totalConversations = days.reduce((sum, day) => sum + day.conversations, 0);
  const totalMessages = days.reduce((sum, day) => sum + day.messages, 0);
  const busiest = days.reduce<TAnalyticsDay | null>(
    (best, day) => (best === null || day.conversations > best.conversations ? day : best),
    null,
  );
  const description =
    first && last
      ? `${formatRange(first.date, last.date)}: ${formatCount(totalConversations)} conversations and ${formatCount(totalMessages)} messages in ${days.length} days.` +
        (busiest && busiest.conversations > 0 ? ` Busiest day: ${dayText(busiest)}.` : "")
      : "No days.";

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(dayAt(event.clientX - box.left - MARGIN.left, plotWidth, days.length));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const lastIndex = days.length - 1;
    const current = active ?? lastIndex;
    const next =
      event.key === "ArrowLeft"
        ? Math.max(0, current - 1)
        : event.key === "ArrowRight"
          ? Math.min(lastIndex, current + 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? lastIndex
              : null;
    if (next === null) {
      if (event.key === "Escape") setActive(null);
      return;
    }
    event.preventDefault();
    setActive(next);
  };

  const shown = active === null ? null : days[active];
  const tooltipLeft = active === null ? 0 : Math.min(Math.max(x(active), 90), width - 90);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-2.5 rounded-sm bg-primary" />
          Conversations
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-4 rounded-full bg-warning" />
          Messages
        </span>
        <span className="ml-auto hidden sm:inline">Hover or use the arrow keys for a day&apos;s numbers</span>
      </div>
      <div
        ref={ref}
        className="relative rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        aria-label="Conversations and messages per day. Use the arrow keys to read each day."
        onKeyDown={onKey}
        onFocus={() => setActive((current) => current ?? days.length - 1)}
        onBlur={() => setActive(null)}
        data-testid="analytics-chart"
      >
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={HEIGHT}
          className="block touch-none select-none"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
        >
          <title id={titleId}>Conversations and messages per day</title>
          <desc id={descId}>{description}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeDasharray={tick === 0 ? undefined : "3 4"}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground text-[11px] tabular-nums"
              >
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {shown && active !== null ? (
            <rect
              x={MARGIN.left + band * active}
              y={MARGIN.top}
              width={band}
              height={plotHeight}
              className="fill-muted"
              opacity={0.8}
            />
          ) : null}
          {days.map((day, index) =>
            day.conversations > 0 ? (
              <rect
                key={day.date}
                x={x(index) - barWidth / 2}
                y={y(day.conversations)}
                width={barWidth}
                height={Math.max(1, MARGIN.top + plotHeight - y(day.conversations))}
                rx={Math.min(3, barWidth / 3)}
                className="fill-primary"
              />
            ) : null,
          )}
          <path d={line} fill="none" className="stroke-warning" strokeWidth={2} strokeLinejoin="round" />
          {days.length <= 45 ? (
            days.map((day, index) => (
              <circle
                key={day.date}
                cx={x(index)}
                cy={y(day.messages)}
                r={active === index ? 4.5 : 3}
                className="fill-card stroke-warning"
                strokeWidth={2}
              />
            ))
          ) : shown && active !== null ? (
            <circle
              cx={x(active)}
              cy={y(shown.messages)}
              r={4.5}
              className="fill-card stroke-warning"
              strokeWidth={2}
            />
          ) : null}
          {labels.map((index) => {
            const day = days[index];
            return day ? (
              <text
                key={day.date}
                x={x(index)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {formatShortDay(day.date)}
              </text>
            ) : null;
          })}
        </svg>
        {shown ? (
          <div
            role="presentation"
            className="pointer-events-none absolute top-2 z-10 w-44 -translate-x-1/2 rounded-lg border border-border bg-card px-3 py-2 text-xs shadow-md"
            style={{ left: tooltipLeft }}
            data-testid="analytics-chart-tooltip"
          >
            <p className="font-medium text-foreground">{formatLongDay(shown.date)}</p>
            <p className="mt-1 flex items-center justify-between gap-2 text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="size-2 rounded-sm bg-primary" />
                Conversations
              </span>
              <span className="font-medium text-foreground tabular-nums">{formatCount(shown.conversations)}</span>
            </p>
            <p className="flex items-center justify-between gap-2 text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="h-0.5 w-3 rounded-full bg-warning" />
                Messages
              </span>
              <span className="font-medium text-foreground tabular-nums">{formatCount(shown.messages)}</span>
            </p>
          </div>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {shown ? dayText(shown) : ""}
        </p>
      </div>
    </div>
  );
}

"use client";

import { cn } from "@parlo/ui";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { DEBUGGER_PARAM, SUB_TAB_PARAM, withDebuggerParam, type SubTab } from "@/lib/agent-tabs";
import { useScrollStrip } from "./use-scroll-strip";

export interface SubTabBarProps {
  /** the tab's path, e.g. /app/eu/agents/{id}/settings */
  basePath: string;
  tabs: readonly SubTab[];
  /** the selected sub-tab's key */
  current: string;
  /** accessible name, e.g. "Settings sections" */
  label: string;
  className?: string;
}

/** The sections of a tab, as links that set `?tab=` (an open test debugger stays open). */
export function SubTabBar({ basePath, tabs, current, label, className }: SubTabBarProps) {
  const keepDebugger = useSearchParams().get(DEBUGGER_PARAM) === "true";
  const { ref, fadeClass } = useScrollStrip<HTMLUListElement>(current);
  return (
    <nav aria-label={label} className={cn("min-w-0", className)}>
      <div className="rounded-lg bg-muted p-1">
        <ul
          ref={ref}
          className={cn(
            "relative flex gap-1 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
            fadeClass,
          )}
        >
          {tabs.map((tab) => {
            const selected = tab.key === current;
            return (
              <li key={tab.key} className="shrink-0">
                <Link
                  href={withDebuggerParam(`${basePath}?${SUB_TAB_PARAM}=${encodeURIComponent(tab.key)}`, keepDebugger)}
                  aria-current={selected ? "page" : undefined}
                  scroll={false}
                  className={cn(
                    "inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium whitespace-nowrap transition-colors",
                    "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    selected
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

"use client";

import { cn } from "@parlo/ui";
import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { DEBUGGER_PARAM, agentTabHref, withDebuggerParam, type AgentTab } from "@/lib/agent-tabs";
import type { TRegion } from "@parlo/validators";
import { Icon } from "./icons";
import { TAB_ICONS } from "./tab-meta";
import { useRailExpanded } from "./use-rail-expanded";
import { useScrollStrip } from "./use-scroll-strip";

export interface AgentTabBarProps {
  region: TRegion;
  agentId: string;
  /** the tabs the viewer sees, in order */
  tabs: readonly AgentTab[];
  className?: string;
}

/** The current tab (the route segment under the frame) and the links to every tab. */
function useTabLinks({ region, agentId, tabs }: Pick<AgentTabBarProps, "region" | "agentId" | "tabs">) {
  const segment = useSelectedLayoutSegment();
  const keepDebugger = useSearchParams().get(DEBUGGER_PARAM) === "true";
  return tabs.map((tab) => ({
    ...tab,
    href: withDebuggerParam(agentTabHref({ region, agentId, tab: tab.key }), keepDebugger),
    current: tab.key === segment,
  }));
}

const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

/** Tabs as a horizontal bar of links; it scrolls sideways when the tabs do not fit. */
export function AgentTabStrip({ className, ...props }: AgentTabBarProps) {
  const links = useTabLinks(props);
  const { ref, fadeClass } = useScrollStrip<HTMLUListElement>(links.find((link) => link.current)?.key);

  return (
    <nav aria-label="Agent pages" className={cn("border-b border-border", className)}>
      <ul
        ref={ref}
        className={cn(
          "relative -mb-px flex gap-1 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          fadeClass,
        )}
      >
        {links.map((link) => (
          <li key={link.key} className="shrink-0">
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex h-11 items-center rounded-t-md border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
                focusRing,
                link.current
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Tabs as a vertical side rail, 250 px expanded or 75 px collapsed (icons only); the choice is remembered. */
export function AgentTabRail({ className, ...props }: AgentTabBarProps) {
  const links = useTabLinks(props);
  const [expanded, setExpanded] = useRailExpanded();
  return (
    <nav
      id="agent-tab-rail"
      aria-label="Agent pages"
      className={cn(
        "sticky top-[var(--shell-top-bar-height,3.5rem)] flex h-[calc(100dvh-var(--shell-top-bar-height,3.5rem))] shrink-0 flex-col self-start border-r border-border bg-card transition-[width] duration-200",
        expanded ? "w-[250px]" : "w-[75px]",
        className,
      )}
    >
      <div className={cn("flex items-center p-3", expanded ? "justify-end" : "justify-center")}>
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls="agent-tab-rail"
          aria-label={expanded ? "Collapse agent menu" : "Expand agent menu"}
          title={expanded ? "Collapse" : "Expand"}
          className={cn(
            "flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring",
          )}
        >
          <Icon name={expanded ? "panel-left-close" : "panel-left-open"} className="size-[18px]" />
        </button>
      </div>
      <ul className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 pb-4">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              title={expanded ? undefined : link.label}
              className={cn(
                "flex h-10 items-center gap-3 rounded-md text-sm font-medium transition-colors",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                expanded ? "px-3" : "justify-center",
                link.current
                  ? "bg-primary/10 text-primary"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <Icon name={TAB_ICONS[link.key]} className="size-[18px] shrink-0" />
              <span className={expanded ? "truncate" : "sr-only"}>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

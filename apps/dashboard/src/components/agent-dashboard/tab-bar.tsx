"use client";

import { cn } from "@parlo/ui";
import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegment } from "next/navigation";
import { DEBUGGER_PARAM, agentTabHref, withDebuggerParam, type AgentTab } from "@/lib/agent-tabs";
import type { TRegion } from "@parlo/validators";
import { useScrollStrip } from "./use-scroll-strip";

export interface AgentTabBarProps {
  region: TRegion;
  agentId: string;
  /** the tabs the viewer sees, in order */
  tabs: readonly AgentTab[];
  className?: string;
}

/** The current tab (the route segment under the frame) and the links to every tab. */
export function useTabLinks({ region, agentId, tabs }: Pick<AgentTabBarProps, "region" | "agentId" | "tabs">) {
  const segment = useSelectedLayoutSegment();
  const keepDebugger = useSearchParams().get(DEBUGGER_PARAM) === "true";
  return tabs.map((tab) => ({
    ...tab,
    href: withDebuggerParam(agentTabHref({ region, agentId, tab: tab.key }), keepDebugger),
    current: tab.key === segment,
  }));
}

export const focusRing = "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

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

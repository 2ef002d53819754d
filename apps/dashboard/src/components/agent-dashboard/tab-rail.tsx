"use client";

import { cn } from "@parlo/ui";
import Link from "next/link";
import { NamedIcon } from "./icons";
import { useTabLinks, type AgentTabBarProps } from "./tab-bar";
import { TAB_ICONS } from "./tab-meta";
import { useRailExpanded } from "./use-rail-expanded";

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
          <NamedIcon name={expanded ? "panel-left-close" : "panel-left-open"} className="size-[18px]" />
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
              <NamedIcon name={TAB_ICONS[link.key]} className="size-[18px] shrink-0" />
              <span className={expanded ? "truncate" : "sr-only"}>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

"use client";

import { Badge, Spinner, cn, type BadgeProps } from "@parlo/ui";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { DEBUGGER_PARAM, isAgentTabKey, isSameAgentPage, withDebuggerParam } from "@/lib/agent-tabs";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_NAVIGATION_DELAY_MS,
  SEARCH_ROUTE_CHANGE_SUPPRESSION_MS,
  isStrongMatch,
  matchBadge,
  searchAgentPages,
  type MatchBadge,
  type SearchEntry,
  type SearchResult,
} from "@/lib/search";
import { NamedIcon, type IconName } from "./icons";
import { TAB_ICONS } from "./tab-meta";
import { useDebouncedValue } from "./use-debounced-value";

export interface SearchBoxProps {
  /** the pages and sub-tabs of the agent the viewer may open */
  entries: readonly SearchEntry[];
  className?: string;
}

const BADGE_VARIANTS: Record<MatchBadge, BadgeProps["variant"]> = {
  "Strong match": "success",
  "Good match": "secondary",
  "Possible match": "outline",
};

/** "settings?tab=handoff" and "channels/voice" belong to the settings and channels tabs. */
function entryIcon(entry: SearchEntry): IconName {
  const tab = entry.id.split(/[?/]/, 1)[0] ?? "";
  return isAgentTabKey(tab) ? TAB_ICONS[tab] : "search";
}

/**
 * Fuzzy search over the agent's pages: debounced 300 ms, up to 5 suggestions with a match badge,
 * arrow keys / Enter / Escape. While the box has focus, a top match above 0.8 opens by itself
 * after 300 ms, but never within 1 s of a route change.
 */
export function SearchBox({ entries, className }: SearchBoxProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const routeChangedAt = useRef(0);
  const autoOpenedFor = useRef<string | null>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const results = useMemo(() => searchAgentPages(debouncedQuery, entries), [debouncedQuery, entries]);
  const searching = query !== debouncedQuery;
  const hasQuery = query.trim() !== "";
  const showPanel = open && hasQuery;
  const showList = showPanel && !searching && results.length > 0;
  const active = showList && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;
  const keepDebugger = searchParams.get(DEBUGGER_PARAM) === "true";
  const location = `${pathname}?${searchParams.toString()}`;

  // every route change (path or query) starts the 1 s in which nothing opens by itself
  useEffect(() => {
    routeChangedAt.current = Date.now();
  }, [location]);

  const top = results[0];
  useEffect(() => {
    if (!focused || searching || !top || !isStrongMatch(top.score)) return;
    if (autoOpenedFor.current === debouncedQuery) return;
    if (isSameAgentPage(top.entry.href, pathname, searchParams)) return;
    // never within 1 s of a route change: a match typed sooner opens once that second is over
    const suppressedFor = SEARCH_ROUTE_CHANGE_SUPPRESSION_MS - (Date.now() - routeChangedAt.current);
    const timer = window.setTimeout(
      () => {
        if (document.activeElement !== inputRef.current) return;
        autoOpenedFor.current = debouncedQuery;
        setOpen(false);
        setActiveIndex(-1);
        router.push(withDebuggerParam(top.entry.href, keepDebugger));
      },
      Math.max(SEARCH_NAVIGATION_DELAY_MS, suppressedFor),
    );
    return () => window.clearTimeout(timer);
  }, [focused, searching, top, debouncedQuery, pathname, searchParams, keepDebugger, router]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (result: SearchResult) => {
    close();
    setQuery("");
    router.push(withDebuggerParam(result.entry.href, keepDebugger));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        setOpen(true);
        if (!showList) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        const from = active === -1 ? (step === 1 ? -1 : 0) : active;
        setActiveIndex((from + step + results.length) % results.length);
        return;
      }
      case "Enter": {
        if (!hasQuery) return;
        event.preventDefault();
        // Enter before the debounce has run searches the text as typed
        const current = searching ? searchAgentPages(query, entries) : results;
        const picked = current[active] ?? current[0];
        if (picked) choose(picked);
        return;
      }
      case "Escape":
        if (showPanel) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery("");
        }
        return;
      default:
        return;
    }
  };

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search pages
      </label>
      <NamedIcon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search pages..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          close();
        }}
        onKeyDown={onKeyDown}
        className={cn(
          "h-9 w-full min-w-0 rounded-md border border-input bg-background pr-3 pl-9 text-sm text-foreground shadow-xs",
          "transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground",
          "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25",
        )}
      />
      <p aria-live="polite" className="sr-only">
        {showPanel && !searching
          ? results.length === 0
            ? "No results found"
            : `${results.length} ${results.length === 1 ? "result" : "results"}`
          : ""}
      </p>
      {showPanel ? (
        <div
          className="absolute top-full right-0 left-0 z-40 mt-1.5 min-w-64 overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-lg"
          data-testid="search-suggestions"
        >
          {searching ? (
            <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              Searching...
            </p>
          ) : results.length === 0 ? (
            <p className="px-3 py-3 text-sm text-muted-foreground">No results found</p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Matching pages" className="p-1">
              {results.map((result, index) => {
                const badge = matchBadge(result.score);
                return (
                  <li key={result.entry.id} role="presentation">
                    <Link
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      href={withDebuggerParam(result.entry.href, keepDebugger)}
                      // keep the focus in the box so the click lands
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActiveIndex(index)}
                      onClick={() => {
                        close();
                        setQuery("");
                      }}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none",
                        index === active ? "bg-muted" : "hover:bg-muted/60",
                      )}
                    >
                      <NamedIcon name={entryIcon(result.entry)} className="size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{result.entry.label}</span>
                        {result.entry.parentLabel ? (
                          <span className="block truncate text-xs text-muted-foreground">
                            {result.entry.parentLabel}
                          </span>
                        ) : null}
                      </span>
                      <Badge variant={BADGE_VARIANTS[badge]} className="shrink-0">
                        {badge}
                      </Badge>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

"use client";

import { lazy } from "react";
import type { SearchEntry } from "@/lib/search";
import { AfterMount } from "@parlo/ui/after-mount";
import { SearchBoxPlaceholder } from "./search-box-placeholder";

// the fuzzy search loads right after the page, not as part of its first load
const SearchBox = lazy(() => import("./search-box").then((m) => ({ default: m.SearchBox })));

/** The agent header's search box: a placeholder first, the real box once the page is shown. */
export function SearchIsland({ entries }: { entries: readonly SearchEntry[] }) {
  return (
    <AfterMount fallback={<SearchBoxPlaceholder className="w-full sm:w-72 sm:shrink-0" />}>
      <SearchBox entries={entries} className="w-full sm:w-72 sm:shrink-0" />
    </AfterMount>
  );
}

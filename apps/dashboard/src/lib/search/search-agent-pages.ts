import { SEARCH_GOOD_SCORE, SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_SCORE, SEARCH_STRONG_SCORE } from "./constants";
import { normalize, scoreText } from "./fuzzy";

/** One page or sub-tab of an agent that the search box can open. */
export interface SearchEntry {
  /** unique among the entries, e.g. "settings" or "settings?tab=handoff" */
  id: string;
  label: string;
  href: string;
  /** the tab a sub-tab belongs to, e.g. "Settings" */
  parentLabel?: string;
  /** other words people use for it, e.g. "chats" for Conversations */
  keywords?: readonly string[];
}

export interface SearchResult {
  entry: SearchEntry;
  /** 0..1 */
  score: number;
}

/** How much a match on each part of an entry counts. */
const WEIGHTS = {
  label: 1,
  keyword: 0.95,
  /** parent and label together, "Settings Human Handoff" */
  path: 0.85,
  /** the parent alone: "settings" finds the sub-tabs, below the Settings tab itself */
  parent: 0.7,
  /** the parent as one word of several: "settings handoff" */
  parentWord: 0.9,
} as const;

function bestFieldScore(query: string, entry: SearchEntry, parentWeight: number): number {
  let best = WEIGHTS.label * scoreText(query, entry.label);
  for (const keyword of entry.keywords ?? []) best = Math.max(best, WEIGHTS.keyword * scoreText(query, keyword));
  if (entry.parentLabel) {
    best = Math.max(
      best,
      WEIGHTS.path * scoreText(query, `${entry.parentLabel} ${entry.label}`),
      parentWeight * scoreText(query, entry.parentLabel),
    );
  }
  return best;
}

/**
 * How well a query matches an entry, 0..1. The whole query is matched against the label, the
 * keywords, the parent and label together, and the parent; a query of several words also scores
 * as the mean of its words' best matches when every word matches.
 */
export function scoreEntry(query: string, entry: SearchEntry): number {
  const normalized = normalize(query);
  if (!normalized) return 0;
  let score = bestFieldScore(normalized, entry, WEIGHTS.parent);
  const words = normalized.split(" ");
  if (words.length > 1) {
    const wordScores = words.map((word) => bestFieldScore(word, entry, WEIGHTS.parentWord));
    if (wordScores.every((value) => value > SEARCH_MIN_SCORE)) {
      score = Math.max(score, wordScores.reduce((sum, value) => sum + value, 0) / wordScores.length);
    }
  }
  return Math.min(1, Math.max(0, score));
}

/**
 * The entries matching a query, best first (ties keep the entries' order): only scores above
 * 0.3, at most 5.
 */
export function searchAgentPages(
  query: string,
  entries: readonly SearchEntry[],
  limit: number = SEARCH_MAX_SUGGESTIONS,
): SearchResult[] {
  if (!normalize(query)) return [];
  return entries
    .map((entry, index) => ({ entry, score: scoreEntry(query, entry), index }))
    .filter((result) => result.score > SEARCH_MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ entry, score }) => ({ entry, score }));
}

export type MatchBadge = "Strong match" | "Good match" | "Possible match";

/** The badge shown next to a suggestion. */
export function matchBadge(score: number): MatchBadge {
  if (score > SEARCH_STRONG_SCORE) return "Strong match";
  if (score > SEARCH_GOOD_SCORE) return "Good match";
  return "Possible match";
}

/** Whether a top result opens by itself (when the box has focus). */
export function isStrongMatch(score: number): boolean {
  return score > SEARCH_STRONG_SCORE;
}

export * from "./constants";
export { buildAgentSearchEntries } from "./entries";
export { editDistance, normalize, scoreText } from "./fuzzy";
export {
  isStrongMatch,
  matchBadge,
  scoreEntry,
  searchAgentPages,
  type MatchBadge,
  type SearchEntry,
  type SearchResult,
} from "./search-agent-pages";

import type { AgentKnowledgeStats } from "./knowledge-stats";
import { closestWord } from "./trigram";

/** One word of the question: its weight, and the stems that count as finding it (with their credit). */
export interface QueryTerm {
  word: string;
  weight: number;
  stems: Array<{ stem: string; credit: number }>;
}

export interface QueryPlan {
  terms: QueryTerm[];
  totalWeight: number;
  /** the stems that select candidates (the selective ones when some are), OR-ed */
  candidateStems: string[];
  /** true when the candidate stems are selective (few chunks hold them): worth the GIN index */
  selective: boolean;
}

/** A stem in at most this share of the agent's chunks selects candidates on its own. */
export const SELECTIVE_SHARE = 0.1;
/**
 * A word's weight is at most this (a word in under about 5% of the chunks, or in none): one absent
 * word lowers a question's score without drowning the words that were found.
 */
export const MAX_WORD_WEIGHT = Math.log(21);
/** How close (trigram similarity of stems) a known word must be to stand in for a misspelt one. */
export const TYPO_MIN_SIMILARITY = 0.45;

const idf = (chunks: number, frequency: number) => Math.min(MAX_WORD_WEIGHT, Math.log(1 + chunks / (frequency + 1)));

/**
 * Turns the question's words into weighted terms. With the agent's stats, a word weighs
 * min(ln(1 + chunks / (chunks holding it + 1)), MAX_WORD_WEIGHT) (rare words count more, and a word
 * no chunk holds weighs most, so a question about something absent scores low); a word none of the agent's
 * chunks hold may be misspelt: the closest known stem stands in for it with credit
 * 0.5 + 0.5 x similarity. Without stats every word weighs 1 and nothing is corrected.
 */
export function planQuery(
  words: readonly string[],
  stems: Map<string, string[]>,
  stats: AgentKnowledgeStats | undefined,
): QueryPlan {
  const terms: QueryTerm[] = [];
  const selective = new Set<string>();
  // stems no chunk held when the stats were taken (newer chunks may): cheap to look up in the index
  const unknown = new Set<string>();
  const every = new Set<string>();
  for (const word of words) {
    const own = stems.get(word) ?? [];
    if (own.length === 0) continue;
    const termStems = own.map((stem) => ({ stem, credit: 1 }));
    let weight = 1;
    if (stats && stats.chunks > 0) {
      const frequencies = own.map((stem) => stats.documentFrequency.get(stem) ?? 0);
      const frequency = Math.min(...frequencies);
      weight = idf(stats.chunks, frequency);
      if (frequencies.every((value) => value === 0) && word.length >= 4) {
        const corrected = closestWord(own[0] ?? word, stats.documentFrequency.keys(), TYPO_MIN_SIMILARITY);
        if (corrected) {
          termStems.push({ stem: corrected.word, credit: 0.5 + 0.5 * corrected.similarity });
          const correctedFrequency = stats.documentFrequency.get(corrected.word) ?? 0;
          weight = idf(stats.chunks, correctedFrequency);
        }
      }
      for (const { stem } of termStems) {
        const held = stats.documentFrequency.get(stem) ?? 0;
        if (held === 0) unknown.add(stem);
        else if (held <= SELECTIVE_SHARE * stats.chunks) selective.add(stem);
      }
    }
    for (const { stem } of termStems) every.add(stem);
    terms.push({ word, weight, stems: termStems });
  }
  // the rare stems (and unknown ones) when there are rare ones; else every stem, through the index
  // when none of them is common (all unknown, or no stats to tell) and by reading the agent's rows
  // when some are
  const common = [...every].filter((stem) => !selective.has(stem) && !unknown.has(stem));
  const useRare = selective.size > 0;
  return {
    terms,
    totalWeight: terms.reduce((sum, term) => sum + term.weight, 0),
    candidateStems: useRare ? [...selective, ...unknown] : [...every],
    selective: useRare || !stats || common.length === 0,
  };
}

/** A tsquery (no further stemming) of stems joined by `|`. */
export function orQuery(stems: readonly string[]): string {
  return stems.map((stem) => `'${stem.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ");
}

/**
 * pg_trgm's similarity for single words, in the application: the word lower-cased, padded with two
 * spaces before and one after, cut into three-character pieces; similarity = shared pieces / all
 * distinct pieces of both. Used to correct a question's misspelt word against the words an agent's
 * knowledge holds (a few thousand short strings: far cheaper than word_similarity over chunk
 * contents, which measured 0.1 to 0.4 ms per chunk).
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const piece of a) if (b.has(piece)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The closest word of `vocabulary` to `word` (similarity at least `min`), or null. */
export function closestWord(
  word: string,
  vocabulary: Iterable<string>,
  min: number,
): { word: string; similarity: number } | null {
  const target = trigrams(word);
  let best: { word: string; similarity: number } | null = null;
  for (const candidate of vocabulary) {
    if (candidate === word || Math.abs(candidate.length - word.length) > 3) continue;
    const similarity = trigramSimilarity(target, trigrams(candidate));
    if (similarity >= min && similarity > (best?.similarity ?? 0)) best = { word: candidate, similarity };
  }
  return best;
}

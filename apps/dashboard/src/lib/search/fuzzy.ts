/**
 * Case-insensitive fuzzy matching of a query against one text, scored 0..1:
 * exact 1; prefix 0.6-0.95; word start 0.5-0.8; initials 0.75; substring 0.35-0.55;
 * subsequence 0.1-0.5; near miss (typos) below 0.5. Longer coverage scores higher.
 */

/** Lower case, accents removed, every run of other characters than letters and digits as one space. */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A single character says too little for more than a possible match. */
const SINGLE_CHARACTER_CAP = 0.5;

/** How well `query` matches `text` (both raw; they are normalised here). 0 is no match. */
export function scoreText(query: string, text: string): number {
  const q = normalize(query);
  const t = normalize(text);
  if (!q || !t) return 0;
  if (q === t) return 1;
  const score = Math.max(
    prefixScore(q, t),
    wordStartScore(q, t),
    initialsScore(q, t),
    substringScore(q, t),
    subsequenceScore(q, t),
    typoScore(q, t),
  );
  return q.length === 1 ? Math.min(score, SINGLE_CHARACTER_CAP) : score;
}

function prefixScore(q: string, t: string): number {
  return t.startsWith(q) ? 0.6 + 0.35 * (q.length / t.length) : 0;
}

/** The query starts a later word; a whole word scores 0.8. */
function wordStartScore(q: string, t: string): number {
  let best = 0;
  for (let at = t.indexOf(` ${q}`); at !== -1; at = t.indexOf(` ${q}`, at + 1)) {
    const start = at + 1;
    const wordEnd = t.indexOf(" ", start + q.length);
    const matchedLength = (wordEnd === -1 ? t.length : wordEnd) - start;
    best = Math.max(best, 0.5 + 0.3 * (q.length / matchedLength));
  }
  return best;
}

/** "kb" for "knowledge base". */
function initialsScore(q: string, t: string): number {
  if (q.length < 2 || q.includes(" ")) return 0;
  const words = t.split(" ");
  if (words.length < 2) return 0;
  return words.map((word) => word[0]).join("") === q ? 0.75 : 0;
}

/** The query inside a word. */
function substringScore(q: string, t: string): number {
  return t.includes(q) ? 0.35 + 0.2 * (q.length / t.length) : 0;
}

/** The query's characters in order, as close together as possible ("anltcs" in "analytics"); from 3 characters. */
function subsequenceScore(q: string, t: string): number {
  const needle = q.replaceAll(" ", "");
  const hay = t.replaceAll(" ", "");
  if (needle.length < 3 || needle.length > hay.length) return 0;
  let shortest = Infinity;
  for (let start = hay.indexOf(needle[0] ?? ""); start !== -1; start = hay.indexOf(needle[0] ?? "", start + 1)) {
    let at = start;
    let matched = 1;
    while (matched < needle.length) {
      at = hay.indexOf(needle[matched] ?? "", at + 1);
      if (at === -1) break;
      matched += 1;
    }
    if (matched < needle.length) break; // later starts cannot match either
    shortest = Math.min(shortest, at - start + 1);
  }
  if (shortest === Infinity) return 0;
  const compactness = needle.length / shortest;
  const coverage = needle.length / hay.length;
  return Math.min(0.5, 0.1 + 0.3 * compactness + 0.1 * coverage);
}

/**
 * A near miss with the same first character: one typo from 4 characters, two from 8; against the
 * whole text, each word and each word's start.
 */
function typoScore(q: string, t: string): number {
  if (q.length < 4) return 0;
  const allowed = q.length < 8 ? 1 : 2;
  const candidates = new Set([t, ...t.split(" ")]);
  let best = 0;
  for (const candidate of candidates) {
    for (const target of new Set([candidate, candidate.slice(0, q.length)])) {
      if (target[0] !== q[0] || Math.abs(target.length - q.length) > allowed) continue;
      const distance = editDistance(q, target);
      if (distance === 0 || distance > allowed) continue;
      const coverage = Math.min(1, q.length / candidate.length);
      best = Math.max(best, (0.4 + 0.15 * coverage) * (1 - distance / q.length));
    }
  }
  return best;
}

/** Edit distance counting an adjacent swap as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i += 1) d[i * cols] = i;
  for (let j = 0; j < cols; j += 1) d[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      d[i * cols + j] = value;
    }
  }
  return at(a.length, b.length);
}

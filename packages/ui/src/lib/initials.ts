/** Up to two letters for a name: the first letters of its first two words, or a one-word name's first two letters. */
export function initialsOf(name: string, fallback = "?"): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : (words[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase() || fallback;
}

/** Returns the first standalone 6-digit code in `text`, or `null` when there is none. */
export function extractCode(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0] ?? null;
}

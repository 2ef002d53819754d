/** A data: URL this long is not a logo worth keeping in settings. */
const MAX_DATA_URL = 4096;

/** The largest side in a `sizes` attribute ("32x32 192x192" -> 192, "any" -> 1024). */
export function largestSize(sizes: string | undefined): number {
  if (!sizes) return 0;
  if (/\bany\b/i.test(sizes)) return 1024;
  return Math.max(0, ...[...sizes.matchAll(/(\d+)x(\d+)/gi)].map((m) => Math.max(Number(m[1]), Number(m[2]))));
}

/** An absolute http(s) URL for a reference on the page, or null. */
export function absoluteUrl(reference: string | undefined, base: string): string | null {
  const value = reference?.trim();
  if (!value) return null;
  if (value.startsWith("data:")) return value.length <= MAX_DATA_URL && value.startsWith("data:image/") ? value : null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name for its ISO code ("DE" -> "Germany"), in `locale` (the runtime's own when
 * undefined); the code itself when the runtime does not know it. Free of zod (plain.ts).
 */
export function countryName(code: string, locale?: string): string {
  const key = locale ?? "";
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames(locale, { type: "region" }));
    } catch {
      displayNames.set(key, null);
    }
  }
  try {
    return displayNames.get(key)?.of(code) ?? code;
  } catch {
    return code;
  }
}

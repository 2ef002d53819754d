import { INHERIT_FONT } from "./agency-constants";

/**
 * The stylesheet of a Google font in weights 400, 500 and 700 (the css2 API:
 * `?family=Open+Sans:wght@400;500;700&display=swap`), or null for inherit or an empty name.
 */
export function googleFontStylesheetUrl(cssUrl: string, family: string): string | null {
  const name = family.trim().replace(/\s+/g, " ");
  if (name === "" || name.toLowerCase() === INHERIT_FONT) return null;
  const url = new URL(cssUrl);
  // the API reads "+" as the space in a family name and wants ":" and ";" as they are
  url.search = `family=${encodeURIComponent(name).replace(/%20/g, "+")}:wght@400;500;700&display=swap`;
  return url.toString();
}

import { INHERIT_FONT } from "@parlo/validators";
import families from "./google-font-families.json";

const byLowerCase = new Map<string, string>(families.map((family) => [family.toLowerCase(), family]));

/**
 * The Google Fonts family a name stands for (case-insensitive, spaces collapsed), "inherit" for
 * inherit, or null when no such family exists. Checked against the list the project ships
 * (`pnpm fonts:generate`), so no network is needed.
 */
export function resolveGoogleFont(name: string): string | null {
  const wanted = name.trim().replace(/\s+/g, " ");
  if (wanted.toLowerCase() === INHERIT_FONT) return INHERIT_FONT;
  return byLowerCase.get(wanted.toLowerCase()) ?? null;
}

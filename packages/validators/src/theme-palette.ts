/** The spec's custom theme object (checked with zod); the colours themselves are in theme-colors.ts. */
import { ZCustomTheme, type TCustomTheme } from "./agent-settings";
import { normalizeHex, paletteFromHex, type ThemeType } from "./theme-colors";

export * from "./theme-colors";

/** The spec's custom theme object for a primary colour (checked against ZCustomTheme). */
export function customThemeFromHex(hex: string, themeType: ThemeType, ownerID?: string): TCustomTheme {
  const primary = normalizeHex(hex);
  if (!primary) throw new Error(`Not a 6-digit hex colour: ${hex}`);
  return ZCustomTheme.parse({
    ...(ownerID ? { ownerID } : {}),
    themeType,
    primary,
    nineColorPallet: paletteFromHex(primary).map((swatch) => swatch.hsl),
  });
}

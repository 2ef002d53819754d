/**
 * The widget theme's colours (agents-channels-onboarding.md sections 3 and 5): a primary hex, the
 * light or dark theme type, and the ten-swatch palette (labels 50, 100 to 900) that keeps the
 * primary's hue and saturation at lightness 95, then 90 down to 10.
 *
 * Free of zod: the chat bundle (packages/widget) uses it through `@parlo/validators/plain`.
 */

export type HslTriple = [h: number, s: number, l: number];
export type ThemeType = "light" | "dark";

export const PALETTE_LABELS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type PaletteLabel = (typeof PALETTE_LABELS)[number];
/** Lightness of each swatch, in the order of PALETTE_LABELS. */
export const PALETTE_LIGHTNESS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;

export interface PaletteSwatch {
  label: PaletteLabel;
  hsl: HslTriple;
}

/** The named theme colours (`theme` is "<name>-light" or "<name>-dark"); any other colour is "custom-...". */
export const THEME_PRESETS = {
  blue: "#2563eb",
  indigo: "#4f46e5",
  purple: "#9333ea",
  pink: "#db2777",
  red: "#dc2626",
  orange: "#ea580c",
  green: "#16a34a",
  teal: "#0d9488",
  slate: "#334155",
} as const;
export type ThemePresetName = keyof typeof THEME_PRESETS;
export const DEFAULT_THEME_PRESET: ThemePresetName = "blue";

/**
 * A theme colour as "#rrggbb" (lower case), or null until the text holds exactly 6 hex digits;
 * the leading # is optional.
 */
export function normalizeHex(value: string): string | null {
  const digits = value.trim().replace(/^#/, "");
  return /^[0-9a-fA-F]{6}$/.test(digits) ? `#${digits.toLowerCase()}` : null;
}

/** HSL of a 6-digit hex: hue in degrees, saturation and lightness in percent, rounded to integers. */
export function hexToHsl(hex: string): HslTriple {
  const normal = normalizeHex(hex);
  if (!normal) throw new Error(`Not a 6-digit hex colour: ${hex}`);
  const channel = (start: number) => parseInt(normal.slice(start, start + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return [Math.round(h) % 360, Math.round(s * 100), Math.round(l * 100)];
}

/** A CSS colour for an HSL triple. */
export const hslCss = ([h, s, l]: HslTriple): string => `hsl(${h} ${s}% ${l}%)`;

/** The ten swatches of a primary colour: its hue and saturation at lightness 95, 90, 80 ... 10. */
export function paletteFromHex(hex: string): PaletteSwatch[] {
  const [h, s] = hexToHsl(hex);
  return PALETTE_LABELS.map((label, index) => ({ label, hsl: [h, s, PALETTE_LIGHTNESS[index] ?? 50] }));
}

/** The `theme` setting for a colour and type: "<preset>-light" for a named colour, else "custom-light". */
export function themeSettingFor(hex: string, themeType: ThemeType): string {
  const normal = normalizeHex(hex);
  const preset = Object.entries(THEME_PRESETS).find(([, value]) => value === normal)?.[0];
  return `${preset ?? "custom"}-${themeType}`;
}

/**
 * The colour and type a stored agent shows: "custom-..." reads the primary of customThemeJSONString,
 * "<preset>-..." the preset; anything unreadable falls back to blue, light.
 */
export function readThemeSetting(theme: string | undefined, customThemeJSONString: string | undefined) {
  const [name = "", type = ""] = (theme ?? "").split("-");
  const themeType: ThemeType = type === "dark" ? "dark" : "light";
  let primary: string | null = null;
  if (name === "custom" && customThemeJSONString) {
    try {
      const parsed: unknown = JSON.parse(customThemeJSONString);
      if (typeof parsed === "object" && parsed !== null && "primary" in parsed && typeof parsed.primary === "string")
        primary = normalizeHex(parsed.primary);
    } catch {
      primary = null;
    }
  }
  const preset = Object.entries(THEME_PRESETS).find(([key]) => key === name)?.[1];
  return { primary: primary ?? preset ?? THEME_PRESETS[DEFAULT_THEME_PRESET], themeType };
}

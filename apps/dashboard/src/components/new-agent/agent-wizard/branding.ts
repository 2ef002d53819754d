/** The wizard's branding step: a primary colour and a light or dark theme. */
export type TThemeMode = "light" | "dark";

export interface BrandingChoice {
  primaryColor: string;
  themeMode: TThemeMode;
}

export const DEFAULT_BRANDING: BrandingChoice = { primaryColor: "#2563eb", themeMode: "light" };

export const PRESET_COLORS = ["#2563eb", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#16a34a", "#0d9488", "#0f172a"];

/** A typed hex colour: a leading # added if missing, 3 or 6 hex digits, else null (not applied). */
export function normalizeHex(value: string): string | null {
  const digits = value.trim().replace(/^#/, "");
  if (/^[0-9a-fA-F]{6}$/.test(digits)) return `#${digits.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(digits)) {
    return `#${[...digits.toLowerCase()].map((digit) => digit + digit).join("")}`;
  }
  return null;
}

/** Hue and saturation of a #rrggbb colour. */
function hueSaturation(hex: string): [number, number] {
  const channel = (offset: number) => parseInt(hex.slice(offset, offset + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return [0, 0];
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  hue = Math.round(hue * 60);
  return [hue < 0 ? hue + 360 : hue, Math.round(saturation * 100)];
}

/** The custom theme's ten swatches: HSL triples with lightness 95, then 90 down to 10. */
export function paletteFor(hex: string): [number, number, number][] {
  const [hue, saturation] = hueSaturation(hex);
  return [95, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((lightness) => [hue, saturation, lightness]);
}

/** The agent's customThemeJSONString for a branding choice (the spec's Custom theme entity). */
export function customThemeJson(branding: BrandingChoice): string {
  return JSON.stringify({
    themeType: branding.themeMode,
    primary: branding.primaryColor,
    nineColorPallet: paletteFor(branding.primaryColor),
  });
}

import { toHex, type Rgb } from "./color-lab";

/** Colours under this opacity are overlays and tints, not brand colours. */
const MIN_ALPHA = 0.5;

/** Every colour literal a CSS value can hold: hex, rgb()/rgba(), hsl()/hsla(). */
const COLOR_PATTERN = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(\s*[^()]*\)/gi;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** "50%" of max, or a plain number. */
function channel(token: string, max: number): number {
  return token.endsWith("%") ? (Number.parseFloat(token) / 100) * max : Number.parseFloat(token);
}

function alphaOf(token: string | undefined): number {
  if (token === undefined) return 1;
  return token.endsWith("%") ? Number.parseFloat(token) / 100 : Number.parseFloat(token);
}

function parseHex(text: string): { rgb: Rgb; alpha: number } | null {
  const digits = text.slice(1);
  if (![3, 4, 6, 8].includes(digits.length)) return null;
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join("") : digits;
  const value = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return {
    rgb: { r: value(0), g: value(2), b: value(4) },
    alpha: full.length === 8 ? value(6) / 255 : 1,
  };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

function parseFunction(text: string): { rgb: Rgb; alpha: number } | null {
  const open = text.indexOf("(");
  const name = text.slice(0, open).toLowerCase();
  const tokens = text
    .slice(open + 1, -1)
    .replace(/[,/]/g, " ")
    .trim()
    .split(/\s+/);
  if (tokens.length < 3 || tokens.some((token) => !/^-?[\d.]+(%|deg)?$/.test(token))) return null;
  const [first = "", second = "", third = "", fourth] = tokens;
  if (name.startsWith("rgb")) {
    return {
      rgb: {
        r: clamp(channel(first, 255), 255),
        g: clamp(channel(second, 255), 255),
        b: clamp(channel(third, 255), 255),
      },
      alpha: alphaOf(fourth),
    };
  }
  const hue = ((Number.parseFloat(first) % 360) + 360) % 360;
  const saturation = clamp(Number.parseFloat(second) / 100, 1);
  const lightness = clamp(Number.parseFloat(third) / 100, 1);
  return { rgb: hslToRgb(hue, saturation, lightness), alpha: alphaOf(fourth) };
}

/** One CSS colour literal as "#rrggbb", or null when it is not one or mostly transparent. */
export function parseCssColor(text: string): string | null {
  const trimmed = text.trim();
  const parsed = trimmed.startsWith("#") ? parseHex(trimmed) : parseFunction(trimmed);
  if (!parsed || Number.isNaN(parsed.rgb.r + parsed.rgb.g + parsed.rgb.b) || parsed.alpha < MIN_ALPHA) return null;
  return toHex(parsed.rgb);
}

/** The colours written in a piece of CSS (a declaration's value, a style attribute), in order. */
export function colorsIn(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(COLOR_PATTERN)) {
    const hex = parseCssColor(match[0]);
    if (hex) found.push(hex);
  }
  return found;
}

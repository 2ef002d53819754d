import { toHex, type Rgb } from "./color-lab";
import { oklabToRgb, oklchToRgb } from "./oklab";

/** Colours under this opacity are overlays and tints, not brand colours. */
const MIN_ALPHA = 0.5;

/** Every colour literal a CSS value can hold: hex, rgb()/rgba(), hsl()/hsla(), oklch(), oklab(). */
const COLOR_PATTERN = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(\s*[^()]*\)/gi;
/** url(...) holds file names and data: images whose "#..." are not colours the page paints. */
const URL_PATTERN = /\burl\(\s*(?:"[^"]*"|'[^']*'|[^)]*)\s*\)/gi;
const NUMBER_TOKEN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(%|deg|turn|rad)?$/i;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

interface Parsed {
  rgb: Rgb;
  alpha: number;
}

/** A number token; "50%" is that share of `percentOf`; "none" is 0. */
function numberOf(token: string, percentOf: number): number {
  if (token.toLowerCase() === "none") return 0;
  return token.endsWith("%") ? (Number.parseFloat(token) / 100) * percentOf : Number.parseFloat(token);
}

/** A hue token in degrees ("120", "120deg", "0.5turn", "1rad"). */
function hueOf(token: string): number {
  const value = numberOf(token, 1);
  const unit = /turn$/i.test(token) ? 360 : /rad$/i.test(token) ? 180 / Math.PI : 1;
  return (((value * unit) % 360) + 360) % 360;
}

/** The alpha token when it is a number; a missing or unresolved one (var(), calc()) is opaque. */
function alphaOf(token: string | undefined): number {
  if (token === undefined || !NUMBER_TOKEN.test(token)) return 1;
  return numberOf(token, 1);
}

function parseHex(text: string): Parsed | null {
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

/** The channels of a colour function for its name, or null when they are not colour channels. */
function channelsToRgb(name: string, [first = "", second = "", third = ""]: readonly string[]): Rgb | null {
  if (name.startsWith("rgb")) {
    return {
      r: clamp(numberOf(first, 255), 255),
      g: clamp(numberOf(second, 255), 255),
      b: clamp(numberOf(third, 255), 255),
    };
  }
  if (name.startsWith("hsl")) {
    return hslToRgb(hueOf(first), clamp(numberOf(second, 100) / 100, 1), clamp(numberOf(third, 100) / 100, 1));
  }
  // CSS Color 4: oklab/oklch lightness 0-1 (or %), chroma and a/b with 100% = 0.4
  const lightness = clamp(numberOf(first, 1), 1);
  if (name === "oklch") return oklchToRgb(lightness, Math.max(0, numberOf(second, 0.4)), hueOf(third));
  return oklabToRgb(lightness, numberOf(second, 0.4), numberOf(third, 0.4));
}

function parseFunction(text: string): Parsed | null {
  const open = text.indexOf("(");
  const name = text.slice(0, open).toLowerCase();
  const [channels = "", alpha] = text.slice(open + 1, -1).split("/");
  const tokens = channels.replace(/,/g, " ").trim().split(/\s+/);
  // the legacy comma syntax puts alpha fourth
  const fourth = alpha?.trim() || tokens[3];
  if (tokens.length < 3 || tokens.slice(0, 3).some((token) => !NUMBER_TOKEN.test(token) && token !== "none")) {
    return null;
  }
  const rgb = channelsToRgb(name, tokens);
  return rgb ? { rgb, alpha: alphaOf(fourth) } : null;
}

/** One CSS colour literal as "#rrggbb", or null when it is not one or mostly transparent. */
export function parseCssColor(text: string): string | null {
  const trimmed = text.trim();
  const parsed = trimmed.startsWith("#") ? parseHex(trimmed) : parseFunction(trimmed);
  if (!parsed || Number.isNaN(parsed.rgb.r + parsed.rgb.g + parsed.rgb.b) || parsed.alpha < MIN_ALPHA) return null;
  return toHex(parsed.rgb);
}

/** The colours written in a piece of CSS (a declaration's value, a style attribute), in order; url()s skipped. */
export function colorsIn(css: string): string[] {
  const found: string[] = [];
  if (!css.includes("#") && !css.includes("(")) return found;
  for (const match of css.replace(URL_PATTERN, " ").matchAll(COLOR_PATTERN)) {
    const hex = parseCssColor(match[0]);
    if (hex) found.push(hex);
  }
  return found;
}

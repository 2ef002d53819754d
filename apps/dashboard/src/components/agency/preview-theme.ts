import { hexToHsl, hslCss, normalizeHex, type HslTriple, type TAgencyForm, type ThemeType } from "@parlo/validators";
import type { CSSProperties } from "react";

export type ThemeVariant = TAgencyForm["themeVariant"];
export type ColorUsage = TAgencyForm["themeColorUsage"];

/** What the preview draws with: the theme as the form holds it while it is edited. */
export interface PreviewLook {
  primary: string;
  themeType: ThemeType;
  palette: readonly HslTriple[];
  variant: ThemeVariant;
  usage: ColorUsage;
  /** the gradient's second colour; empty (or not a colour yet) = derived from the primary */
  secondaryHex: string;
  font: string;
}

export interface PreviewStyles {
  root: CSSProperties;
  header: CSSProperties;
  title: CSSProperties;
  link: CSSProperties;
  card: CSSProperties;
  input: CSSProperties;
  primaryButton: CSSProperties;
  secondaryButton: CSSProperties;
  /** the checked checkbox's and the switch's colour */
  accent: string;
  /** the switch knob's track when off */
  track: string;
}

const SURFACES = {
  light: { bg: "#ffffff", fg: "#18181b", muted: "#71717a", border: "#e4e4e7", card: "#fafafa", neutral: "#f4f4f5" },
  dark: { bg: "#0f1115", fg: "#f4f4f5", muted: "#a1a1aa", border: "#2a2e37", card: "#171a21", neutral: "#1f232b" },
} as const;

/** Relative luminance of a "#rrggbb" colour (WCAG). */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White text, or near-black on a light colour (luminance above 0.45), like the usual button styles. */
export function textOn(hex: string): string {
  return luminance(normalizeHex(hex) ?? "#000000") > 0.45 ? "#18181b" : "#ffffff";
}

/** The gradient's second colour: the one chosen, or the primary's hue turned by 40 degrees. */
export function gradientEnd(primary: string, secondaryHex: string): string {
  const chosen = normalizeHex(secondaryHex);
  if (chosen) return chosen;
  const [h, s, l] = hexToHsl(primary);
  return hslCss([(h + 40) % 360, s, l]);
}

/** The font family for CSS: a Google font name first (characters of a font name only), or the page's font. */
export function previewFontFamily(font: string): string {
  const name = font.replace(/[^A-Za-z0-9 ]/g, "").trim();
  if (!name || name.toLowerCase() === "inherit") return "inherit";
  return `"${name}", ui-sans-serif, system-ui, sans-serif`;
}

const swatch = (palette: readonly HslTriple[], index: number, fallback: string) => {
  const hsl = palette[index];
  return hsl ? hslCss(hsl) : fallback;
};

/**
 * The preview's styles for a theme: surfaces from light/dark, the primary (or the gradient) where
 * the colour usage puts colour, and the shapes of the theme variant (default = solid, bordered =
 * outlined, faded = tinted with a border, flat = tinted without one).
 */
export function previewStyles(look: PreviewLook): PreviewStyles {
  const primary = normalizeHex(look.primary) ?? "#2563eb";
  const dark = look.themeType === "dark";
  const surface = dark ? SURFACES.dark : SURFACES.light;
  const soft = swatch(look.palette, dark ? 8 : 1, surface.neutral);
  const softText = dark ? swatch(look.palette, 2, primary) : primary;
  const gradient = `linear-gradient(135deg, ${primary}, ${gradientEnd(primary, look.secondaryHex)})`;
  const fill = look.usage === "gradient" ? gradient : primary;
  const onPrimary = textOn(primary);

  const radius = look.variant === "flat" ? "0.375rem" : look.variant === "bordered" ? "0.75rem" : "0.5rem";
  const primaryButton: CSSProperties = {
    default: { background: fill, color: onPrimary, border: "2px solid transparent" },
    bordered: { background: "transparent", color: softText, border: `2px solid ${primary}` },
    faded: { background: surface.neutral, color: softText, border: `2px solid ${surface.border}` },
    flat: {
      background: look.usage === "gradient" ? gradient : soft,
      color: look.usage === "gradient" ? onPrimary : softText,
      border: "2px solid transparent",
    },
  }[look.variant];
  const secondaryButton: CSSProperties =
    look.usage === "plain"
      ? {
          background: "transparent",
          color: surface.fg,
          border: `${look.variant === "flat" ? 0 : 1}px solid ${surface.border}`,
        }
      : { background: soft, color: softText, border: "1px solid transparent" };
  const input: CSSProperties = {
    default: { background: surface.bg, border: `1px solid ${surface.border}` },
    bordered: { background: "transparent", border: `2px solid ${surface.border}` },
    faded: { background: surface.neutral, border: `2px solid ${surface.border}` },
    flat: { background: surface.neutral, border: "2px solid transparent" },
  }[look.variant];

  return {
    root: {
      background: surface.bg,
      color: surface.fg,
      fontFamily: previewFontFamily(look.font),
      borderColor: surface.border,
    },
    header:
      look.usage === "gradient"
        ? { background: gradient, color: onPrimary }
        : look.usage === "colorful"
          ? { background: soft, color: softText }
          : { background: surface.card, color: surface.fg, borderBottom: `1px solid ${surface.border}` },
    title: { color: look.usage === "plain" ? surface.fg : softText },
    link: { color: look.usage === "plain" ? surface.muted : softText },
    card: {
      background: surface.card,
      border: look.variant === "flat" ? "1px solid transparent" : `1px solid ${surface.border}`,
      borderRadius: radius,
      boxShadow: look.variant === "default" ? "0 1px 2px rgb(0 0 0 / 0.06)" : "none",
    },
    input: { ...input, color: surface.fg, borderRadius: radius },
    primaryButton: { ...primaryButton, borderRadius: radius },
    secondaryButton: { ...secondaryButton, borderRadius: radius },
    accent: primary,
    track: dark ? "#3f4451" : "#d4d4d8",
  };
}

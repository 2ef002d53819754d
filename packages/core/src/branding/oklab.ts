import type { Rgb } from "./color-lab";

/** Linear-light sRGB channel (0-1) -> 0-255 gamma-encoded, clamped to the sRGB gamut. */
function encode(linear: number): number {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.abs(linear) ** (1 / 2.4) * Math.sign(linear) - 0.055;
  return Math.min(255, Math.max(0, c * 255));
}

/**
 * OKLab (Björn Ottosson's perceptual space, used by CSS oklab() and oklch()) -> sRGB 0-255,
 * colours outside sRGB clamped per channel. L is 0-1.
 */
export function oklabToRgb(lightness: number, a: number, b: number): Rgb {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return {
    r: encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

/** OKLCh (lightness 0-1, chroma, hue in degrees) -> sRGB 0-255. */
export function oklchToRgb(lightness: number, chroma: number, hueDegrees: number): Rgb {
  const hue = (hueDegrees * Math.PI) / 180;
  return oklabToRgb(lightness, chroma * Math.cos(hue), chroma * Math.sin(hue));
}

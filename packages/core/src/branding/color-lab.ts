/** An sRGB colour, 0-255 per channel. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** CIE L*a*b* (D65). */
export interface Lab {
  l: number;
  a: number;
  b: number;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

/** sRGB -> CIE Lab (D65 white), the space where distances match what people see. */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const x = (lr * 0.4124564 + lg * 0.3575761 + lb * 0.1804375) / 0.95047;
  const y = lr * 0.2126729 + lg * 0.7151522 + lb * 0.072175;
  const z = (lr * 0.0193339 + lg * 0.119192 + lb * 0.9503041) / 1.08883;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const RAD = Math.PI / 180;
const POW7_25 = 25 ** 7;

/** A hue angle in degrees, 0 to 360 (0 for a colour without hue). */
const hueDegrees = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / RAD + 360) % 360);

/**
 * CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation): about 1 is just noticeable,
 * under 5 reads as "the same colour" side by side; blues and greys are weighed as people see them,
 * which the plain Lab distance is not.
 */
export function ciede2000(first: Lab, second: Lab): number {
  const meanChroma = (Math.hypot(first.a, first.b) + Math.hypot(second.a, second.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + POW7_25)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1 = Math.hypot(a1, first.b);
  const c2 = Math.hypot(a2, second.b);
  const h1 = hueDegrees(first.b, a1);
  const h2 = hueDegrees(second.b, a2);

  const deltaL = second.l - first.l;
  const deltaC = c2 - c1;
  let deltaHue = 0;
  if (c1 * c2 !== 0) {
    deltaHue = h2 - h1;
    if (deltaHue > 180) deltaHue -= 360;
    else if (deltaHue < -180) deltaHue += 360;
  }
  const deltaH = 2 * Math.sqrt(c1 * c2) * Math.sin((deltaHue / 2) * RAD);

  const meanL = (first.l + second.l) / 2;
  const meanC = (c1 + c2) / 2;
  let meanHue = h1 + h2;
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) meanHue = (h1 + h2) / 2;
    else meanHue = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((meanHue - 30) * RAD) +
    0.24 * Math.cos(2 * meanHue * RAD) +
    0.32 * Math.cos((3 * meanHue + 6) * RAD) -
    0.2 * Math.cos((4 * meanHue - 63) * RAD);
  const deltaTheta = 30 * Math.exp(-(((meanHue - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(meanC ** 7 / (meanC ** 7 + POW7_25));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(2 * deltaTheta * RAD) * rc;
  const [l, c, h] = [deltaL / sl, deltaC / sc, deltaH / sh];
  return Math.sqrt(Math.max(0, l * l + c * c + h * h + rt * c * h));
}

/** CIEDE2000 distance between two "#rrggbb" colours. */
export const hexDistance = (first: string, second: string) =>
  ciede2000(rgbToLab(fromHex(first)), rgbToLab(fromHex(second)));

/** How colourful a colour is (Lab chroma); greys (tinted ones too) are under about 12. */
export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

/** "#rrggbb", lowercase. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** "#rrggbb" -> Rgb. */
export function fromHex(hex: string): Rgb {
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}

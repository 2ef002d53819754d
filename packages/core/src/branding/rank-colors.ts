import { chroma, ciede2000, fromHex, rgbToLab, type Lab } from "./color-lab";

/** A colour found on a site and how much it counts (source and property weights, summed over uses). */
export interface ColorUse {
  hex: string;
  weight: number;
}

/** Lab chroma under which a colour reads as grey (tinted greys such as #6b7280 and Tailwind's slate included). */
const GREY_CHROMA = 16;
/** Very dark colours read as black unless they are this colourful (a navy can be a brand; slate-900 is not). */
const NEAR_BLACK_L = 15;
const NEAR_BLACK_CHROMA = 25;
/** Very light colours are page tints (amber-100, a cream) unless they are this colourful (a bright yellow). */
const LIGHT_TINT_L = 90;
const LIGHT_TINT_CHROMA = 30;
/** A colour painting less than this share of the most prominent one is noise (a framework's unused palette). */
const MIN_SHARE = 0.01;
/** Two colours closer than this (CIEDE2000) are the same brand colour (a hover shade stays apart). */
export const SAME_COLOR = 5.8;
/** Two greys closer than this in lightness are the same grey. */
const SAME_GREY_LIGHTNESS = 15;
/** Greys, white and black are on every site: they count for less than colours. */
const GREY_FACTOR = 0.3;
const WHITE_OR_BLACK_FACTOR = 0.15;

interface Cluster {
  hex: string;
  lab: Lab;
  grey: boolean;
  score: number;
}

export const isGrey = (lab: Lab) =>
  chroma(lab) < GREY_CHROMA ||
  (lab.l < NEAR_BLACK_L && chroma(lab) < NEAR_BLACK_CHROMA) ||
  (lab.l > LIGHT_TINT_L && chroma(lab) < LIGHT_TINT_CHROMA);

function sameColor(cluster: Cluster, lab: Lab, grey: boolean): boolean {
  if (cluster.grey && grey) return Math.abs(cluster.lab.l - lab.l) < SAME_GREY_LIGHTNESS;
  return ciede2000(cluster.lab, lab) < SAME_COLOR;
}

/**
 * The site's colours, most prominent first, at most `max`: uses of the same colour summed, greys
 * (and white and black more so) counted for less, then colours that look the same (CIEDE2000
 * distance; greys by lightness, so never two near-identical greys) merged into the stronger one;
 * colours come before greys, white and black.
 */
export function rankColors(uses: readonly ColorUse[], max: number): string[] {
  const totals = new Map<string, number>();
  for (const use of uses) totals.set(use.hex, (totals.get(use.hex) ?? 0) + use.weight);

  const candidates = [...totals].map(([hex, weight]) => {
    const lab = rgbToLab(fromHex(hex));
    const grey = isGrey(lab);
    const extreme = grey && (lab.l > 96 || lab.l < 6);
    return { hex, lab, grey, score: weight * (extreme ? WHITE_OR_BLACK_FACTOR : grey ? GREY_FACTOR : 1) };
  });
  candidates.sort((first, second) => second.score - first.score || first.hex.localeCompare(second.hex));

  const clusters: Cluster[] = [];
  for (const candidate of candidates) {
    const same = clusters.find((cluster) => sameColor(cluster, candidate.lab, candidate.grey));
    if (same) same.score += candidate.score;
    else clusters.push({ ...candidate });
  }
  const floor = Math.max(0, ...clusters.map((cluster) => cluster.score)) * MIN_SHARE;
  // colours before greys: a brand colour is what the widget is painted with
  return clusters
    .filter((cluster) => cluster.score >= floor)
    .sort((first, second) => Number(first.grey) - Number(second.grey) || second.score - first.score)
    .slice(0, max)
    .map((cluster) => cluster.hex);
}

import { chroma, deltaE, fromHex, rgbToLab, type Lab } from "./color-lab";

/** A colour found on a site and how much it counts (source and property weights, summed over uses). */
export interface ColorUse {
  hex: string;
  weight: number;
}

/** Lab chroma under which a colour reads as grey (tinted greys such as #6b7280 included). */
const GREY_CHROMA = 12;
/** Two colours closer than this (CIE76) are the same brand colour. */
const SAME_COLOR = 10;
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

const isGrey = (lab: Lab) => chroma(lab) < GREY_CHROMA;

function sameColor(cluster: Cluster, lab: Lab, grey: boolean): boolean {
  if (cluster.grey && grey) return Math.abs(cluster.lab.l - lab.l) < SAME_GREY_LIGHTNESS;
  return deltaE(cluster.lab, lab) < SAME_COLOR;
}

/**
 * The site's colours, most prominent first, at most `max`: uses of the same colour summed, greys
 * (and white and black more so) counted for less, then colours that look the same (CIE Lab
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
  // colours before greys: a brand colour is what the widget is painted with
  return clusters
    .sort((first, second) => Number(first.grey) - Number(second.grey) || second.score - first.score)
    .slice(0, max)
    .map((cluster) => cluster.hex);
}

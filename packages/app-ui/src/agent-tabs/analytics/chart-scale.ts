/** Scales of the per-day chart: whole-number ticks that read well, and which days get a label. */

/** Ticks from 0 up to at least `max`, about `count` steps of 1, 2 or 5 times a power of ten. */
export function countTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const nice = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10;
  const step = Math.max(1, nice * magnitude);
  const steps = Math.ceil(max / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** The indexes of the days that get a label under the chart: evenly spaced, the first always. */
export function labelledDays(days: number, maxLabels: number): number[] {
  if (days <= 0) return [];
  const every = Math.max(1, Math.ceil(days / Math.max(1, maxLabels)));
  return Array.from({ length: days }, (_, index) => index).filter((index) => index % every === 0);
}

/** The day under a pointer at `x` (pixels from the plot's left edge), or null outside the plot. */
export function dayAt(x: number, plotWidth: number, days: number): number | null {
  if (days <= 0 || x < 0 || x >= plotWidth) return null;
  return Math.min(days - 1, Math.floor((x / plotWidth) * days));
}

/**
 * Smart search fuses the two rankings by a normalised weighted sum of each chunk's two scores
 * (both 0..1), weighted by order rather than by kind (an ordered weighted average):
 *
 *   score = 0.75 x max(text, vector) + 0.25 x min(text, vector)
 *
 * One strong signal is enough to rank a chunk high (a paraphrase with no word in common but a
 * close embedding, or an exact wording whose embedding is only fair), and agreement of both ranks
 * it higher still. The result stays in 0..1 and comparable between questions, so the same
 * `ifKnowsThreshold` serves simple and smart search. A chunk found by one stage only counts 0 for
 * the other.
 */
export const FUSION_WEIGHTS = { strongest: 0.75, weakest: 0.25 } as const;

export function fuseScores(text: number, vector: number): number {
  const high = Math.max(text, vector);
  const low = Math.min(text, vector);
  return Math.max(0, Math.min(1, FUSION_WEIGHTS.strongest * high + FUSION_WEIGHTS.weakest * low));
}

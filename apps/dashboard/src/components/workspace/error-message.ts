import { z } from "zod";

const ZIssues = z.array(z.object({ message: z.string() })).min(1);

/** Messages that say nothing useful to a person (network failures, parser noise). */
const NOISE = [/^failed to fetch$/i, /^network ?error/i, /^load failed$/i, /^unexpected token/i, /JSON/];

/**
 * The message to show for a failed call: the server's own message (the spec's wording comes from
 * there), the first message of a validation failure, or the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const text = error.message.trim();
  if (!text) return fallback;
  if (text.startsWith("[")) {
    try {
      const issues = ZIssues.safeParse(JSON.parse(text));
      return (issues.success ? issues.data[0]?.message : undefined) ?? fallback;
    } catch {
      return fallback;
    }
  }
  return NOISE.some((pattern) => pattern.test(text)) ? fallback : text;
}

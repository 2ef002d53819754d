import { Prisma } from "@parlo/db";

/**
 * Credits an answer costs: one per answer written by a model plus half a credit per thousand tokens
 * read and written, in exact decimals (4 places). The offline answerer uses no model and costs
 * nothing; its entry is still written to the usage log.
 */
export const CREDITS_PER_ANSWER = new Prisma.Decimal(1);
export const CREDITS_PER_1K_TOKENS = new Prisma.Decimal("0.5");

export function creditsForAnswer(usage: { offline: boolean; tokensIn: number; tokensOut: number }): Prisma.Decimal {
  if (usage.offline) return new Prisma.Decimal(0);
  const tokens = new Prisma.Decimal(usage.tokensIn + usage.tokensOut);
  return CREDITS_PER_ANSWER.plus(tokens.div(1000).times(CREDITS_PER_1K_TOKENS)).toDecimalPlaces(4);
}

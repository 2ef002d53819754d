import type { Region, RegionalDb } from "@parlo/db";
import { SIGN_UP_FREE_CREDITS } from "@parlo/validators";
import { grantCredits } from "./grant-credits";

/**
 * The free credits of a new account's personal workspace (1,000, once: the ledger reference
 * "sign-up" cannot repeat), so the first agent answers in the test panel before any payment.
 * freeLTsTS records when they were given. Other workspaces start with none.
 */
export async function grantSignUpCredits(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  now: Date;
}): Promise<void> {
  const granted = await grantCredits({
    db: options.db,
    region: options.region,
    workspaceId: options.workspaceId,
    credits: SIGN_UP_FREE_CREDITS,
    reference: "sign-up",
    featureKey: "free_credits",
    logMessage: "Free credits for a new account",
  });
  if (granted) {
    await options.db
      .for(options.region)
      .workspace.update({ where: { id: options.workspaceId }, data: { freeLTsTS: options.now, hasEverPaid: false } });
  }
}

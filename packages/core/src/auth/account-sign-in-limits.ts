/**
 * Per-account daily limits of the e-mail code sign-in (SIGN_IN_ACCOUNT_LIMITS): how many codes an
 * account is sent, and how many wrong codes may be tried for it. An account is its e-mail, trimmed
 * and lower-cased, whatever the region, the purpose or the caller. The counters are the rate
 * limiter's fixed windows in PostgreSQL, so every app instance sees the same counts.
 */
import type { RegionalDb } from "@parlo/db";
import { AUTH_MESSAGES, SIGN_IN_ACCOUNT_LIMITS } from "@parlo/validators";
import { DomainError } from "../errors";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { countHit, takeBackHit, type CounterHit } from "../rate-limit/fixed-window-counter";

export const ACCOUNT_WINDOW_SECONDS = SIGN_IN_ACCOUNT_LIMITS.windowHours * 3600;

/** The account an e-mail names. */
export function accountOf(email: string): string {
  return email.trim().toLowerCase();
}

/** Counts a code sent to the account; refuses once the account's codes of the day are used up. */
export async function countCodeForAccount(options: { db: RegionalDb; email: string; now: Date }): Promise<void> {
  await consumeRateLimit({
    db: options.db,
    rule: {
      name: "sign-in-code:account:day",
      limit: SIGN_IN_ACCOUNT_LIMITS.maxCodesPerWindow,
      windowSeconds: ACCOUNT_WINDOW_SECONDS,
      message: AUTH_MESSAGES.tooManyCodesToday,
    },
    subject: accountOf(options.email),
    now: options.now,
  });
}

/**
 * Starts a code check of the account, counted as a failed check up front so that checks made at
 * the same time cannot slip past the limit together (`forgiveCodeCheck` takes it back when the
 * code was not wrong). Once the account's failures of the day are used up, every check is refused,
 * even one with the right code. The returned count includes this check.
 */
export async function startCodeCheck(options: { db: RegionalDb; email: string; now: Date }): Promise<CounterHit> {
  const check = await countHit({
    db: options.db,
    name: "sign-in-check:account:failed",
    subject: accountOf(options.email),
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
    now: options.now,
  });
  if (check.count > SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow) {
    throw new DomainError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyFailedChecks);
  }
  return check;
}

/** The check did not try a wrong code (signed in, no live code, ...): it is not counted as a failure. */
export async function forgiveCodeCheck(options: { db: RegionalDb; check: CounterHit }): Promise<void> {
  await takeBackHit({ db: options.db, hit: options.check });
}

/** Whether this failed check used up the account's failures of the day. */
export function usesUpFailures(check: CounterHit): boolean {
  return check.count >= SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow;
}

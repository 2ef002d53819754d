import { failedSignInWarningEmail } from "@parlo/email";
import { SIGN_IN_ACCOUNT_LIMITS } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { countHit, takeBackHit, type CounterHit } from "../rate-limit/fixed-window-counter";
import { ACCOUNT_WINDOW_SECONDS, accountOf } from "./account-sign-in-limits";

/**
 * After a failed code check: once the account's failures of the window reach the warning
 * threshold, its owner gets one e-mail per window saying how many wrong codes were entered (never
 * a code). The first failure at or past the threshold claims the warning with one atomic count,
 * so concurrent failures send it once; when the e-mail cannot be sent the claim is given back and
 * a later failure tries again. A failed send never changes the caller's answer.
 */
export async function warnOfFailedSignIns(
  deps: Pick<CoreDeps, "db" | "mailer" | "brandName">,
  options: { email: string; failedCheck: CounterHit; now: Date },
): Promise<void> {
  const { failedCheck } = options;
  if (failedCheck.count < SIGN_IN_ACCOUNT_LIMITS.warnAfterFailedChecks) return;
  const account = accountOf(options.email);
  // one claim per window of the failure counter
  const claim = await countHit({
    db: deps.db,
    name: "sign-in-check:account:warned",
    subject: `${account}\n${failedCheck.windowStart.toISOString()}`,
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
    now: options.now,
  });
  if (claim.count !== 1) return;
  const message = failedSignInWarningEmail({
    brandName: deps.brandName,
    failedAttempts: failedCheck.count,
    windowHours: SIGN_IN_ACCOUNT_LIMITS.windowHours,
    lockAfter: SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow,
  });
  try {
    await deps.mailer.send({ to: account, ...message });
  } catch (error) {
    console.error("The failed sign-in warning could not be sent:", error instanceof Error ? error.message : error);
    await takeBackHit({ db: deps.db, hit: claim });
  }
}

import type { Region, SignInCode } from "@parlo/db";
import { AUTH_MESSAGES, type TVerifySignInCodeInput } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { findUserByEmail } from "./find-user-by-email";
import { forgiveCodeCheck, startCodeCheck, usesUpFailures } from "./account-sign-in-limits";
import { consumeLatestCode } from "./consume-latest-code";
import { createAccount } from "./create-account";
import { warnOfFailedSignIns } from "./warn-failed-sign-ins";

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string;
  region: Region;
}

/**
 * Checks a one-time code. A wrong code counts an attempt of the code and a failed check of the
 * account (SIGN_IN_ACCOUNT_LIMITS): past the account's failures of the day every check is refused,
 * and at the warning threshold the owner is told by e-mail. A right sign-up code creates the user
 * and their personal workspace in the chosen region (in one transaction); nothing exists before that.
 */
export async function verifySignInCode(
  deps: Pick<CoreDeps, "db" | "now" | "mailer" | "brandName"> & { input: TVerifySignInCodeInput },
): Promise<SignedInUser> {
  const { email, code } = deps.input;
  const now = deps.now?.() ?? new Date();

  const check = await startCodeCheck({ db: deps.db, email, now });
  const result = await consumeLatestCode(deps, { email, code, now }).catch(async (error: unknown) => {
    // no live code, a dead one, a database failure: not a wrong code
    await forgiveCodeCheck({ db: deps.db, check });
    throw error;
  });
  if (result.kind === "wrong") {
    // only an existing account has an owner to warn (a sign-up code's address has no account yet)
    if (result.purpose === "signin") await warnOfFailedSignIns(deps, { email, failedCheck: check, now });
    if (usesUpFailures(check)) throw new DomainError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyFailedChecks);
    if (result.lastAttempt) throw new DomainError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);
    throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.wrongCode);
  }
  await forgiveCodeCheck({ db: deps.db, check });
  return userOfCode(deps, { email, row: result.row, region: result.region, now });
}

/** The user a consumed code signs in: the account (sign-in), or a new one (sign-up). */
async function userOfCode(
  deps: Pick<CoreDeps, "db">,
  options: { email: string; row: SignInCode; region: Region; now: Date },
): Promise<SignedInUser> {
  const { email, row, region, now } = options;
  if (row.purpose === "signin") {
    const found = await findUserByEmail({ db: deps.db, email });
    if (!found) throw new DomainError("NOT_FOUND", AUTH_MESSAGES.noAccount);
    return { id: found.user.id, email: found.user.email, displayName: found.user.displayName, region: found.region };
  }

  if (await findUserByEmail({ db: deps.db, email })) throw new DomainError("CONFLICT", AUTH_MESSAGES.accountExists);
  return createAccount({ db: deps.db, region, email, displayName: row.displayName, now });
}

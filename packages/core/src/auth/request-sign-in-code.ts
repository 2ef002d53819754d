import { randomInt } from "node:crypto";
import { signInCodeEmail } from "@parlo/email";
import type { Region } from "@parlo/db";
import { AUTH_MESSAGES, SIGN_IN_CODE, type TRequestSignInCodeInput } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { findUserByEmail } from "./find-user-by-email";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { hashCode } from "./hash-code";
import { countCodeForAccount } from "./account-sign-in-limits";

const CODES_PER_EMAIL: RateLimit = {
  name: "sign-in-code:email",
  limit: SIGN_IN_CODE.maxRequests,
  windowSeconds: SIGN_IN_CODE.requestWindowMinutes * 60,
  message: AUTH_MESSAGES.tooManyCodes,
};
/** the per-address rule, its limit the installation's own (SIGN_IN_CODES_PER_IP) when set */
const codesPerIp = (limit: number = SIGN_IN_CODE.maxRequestsPerIp): RateLimit => ({
  name: "sign-in-code:ip",
  limit,
  windowSeconds: SIGN_IN_CODE.requestWindowMinutes * 60,
  message: AUTH_MESSAGES.tooManyCodes,
});

/**
 * Sends a 6-digit sign-in (or sign-up) code by e-mail. Only a hash is stored, in the region
 * where the account lives (sign-in) or will live (sign-up). Earlier unused codes for the e-mail
 * stop working; an e-mail may ask for a limited number of codes per window. If the e-mail cannot
 * be sent, the code is removed again. Requests are rate limited per e-mail and per client IP, and
 * an account is sent at most SIGN_IN_ACCOUNT_LIMITS.maxCodesPerWindow codes a day.
 */
export async function requestSignInCode(
  deps: CoreDeps & { input: TRequestSignInCodeInput; clientIp?: string | null },
): Promise<{ sent: true; email: string }> {
  const { input } = deps;
  const now = deps.now?.() ?? new Date();
  // counted before any look-up, so probing addresses costs attempts too
  // the address comes from parlo-serve (the connection), never from a request header
  if (deps.clientIp)
    await consumeRateLimit({ db: deps.db, rule: codesPerIp(deps.signInCodesPerIp), subject: deps.clientIp, now });
  await consumeRateLimit({ db: deps.db, rule: CODES_PER_EMAIL, subject: input.email, now });
  // after the short window, so a burst it refuses does not use up the account's day
  await countCodeForAccount({ db: deps.db, email: input.email, now });
  const existing = await findUserByEmail({ db: deps.db, email: input.email });
  let region: Region;
  if (input.purpose === "signin") {
    if (!existing) throw new DomainError("NOT_FOUND", AUTH_MESSAGES.noAccount);
    region = existing.region;
  } else {
    if (existing) throw new DomainError("CONFLICT", AUTH_MESSAGES.accountExists);
    region = input.region;
  }

  // only the newest code works
  await Promise.all(
    deps.db
      .all()
      .map(([, client]) =>
        client.signInCode.updateMany({ where: { email: input.email, consumedAt: null }, data: { consumedAt: now } }),
      ),
  );

  const db = deps.db.for(region);
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE.length)).padStart(SIGN_IN_CODE.length, "0");
  const row = await db.signInCode.create({
    data: {
      email: input.email,
      purpose: input.purpose,
      displayName: input.purpose === "signup" ? input.displayName : "",
      codeHash: "pending",
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE.ttlMinutes * 60_000),
    },
  });
  await db.signInCode.update({ where: { id: row.id }, data: { codeHash: hashCode(row.id, code) } });

  const message = signInCodeEmail({
    code,
    brandName: deps.brandName,
    purpose: input.purpose,
    expiresInMinutes: SIGN_IN_CODE.ttlMinutes,
  });
  try {
    await deps.mailer.send({ to: input.email, ...message });
  } catch {
    await db.signInCode.delete({ where: { id: row.id } });
    throw new DomainError("INTERNAL_SERVER_ERROR", AUTH_MESSAGES.emailFailed);
  }
  return { sent: true, email: input.email };
}

import { SIGN_IN_TOKEN, SIGN_IN_TOKEN_MESSAGES, type TTokenToUserInput } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { createAccount } from "./create-account";
import { findUserByEmail } from "./find-user-by-email";
import { codeMatches } from "./hash-code";
import { parseSignInToken, SIGN_IN_TOKEN_EMAIL_PREFIX } from "./sign-in-token-format";
import type { SignedInUser } from "./verify-sign-in-code";

const REDEEMS_PER_IP: RateLimit = {
  name: "sign-in-token:ip",
  limit: SIGN_IN_TOKEN.maxRedeemsPerIp,
  windowSeconds: SIGN_IN_TOKEN.redeemWindowMinutes * 60,
  message: SIGN_IN_TOKEN_MESSAGES.tooMany,
};

/**
 * tokenToUser: the person a one-time sign-in token (mintSignInToken) was made for. A token that is
 * unknown, forged, expired or already used is refused with one message. When its address has no
 * account, `createAccount` makes one the way sign-up does (personal workspace, sign-up credits, in
 * the token's region, `utm_source` kept on the user); without it the call is refused and the token
 * stays usable. The token is spent exactly once (a conditional update), before the account is made.
 * Calls are rate limited per client address, counted before any look-up.
 */
export async function signInWithToken(
  deps: Pick<CoreDeps, "db" | "now"> & { input: TTokenToUserInput; clientIp?: string | null },
): Promise<{ user: SignedInUser; createdAccount: boolean }> {
  const { input } = deps;
  const now = deps.now?.() ?? new Date();
  if (deps.clientIp) await consumeRateLimit({ db: deps.db, rule: REDEEMS_PER_IP, subject: deps.clientIp, now });

  const parts = parseSignInToken(input.token);
  if (!parts) throw new DomainError("BAD_REQUEST", SIGN_IN_TOKEN_MESSAGES.malformed);
  const db = deps.db.for(parts.region);
  const row = await db.signInCode.findUnique({ where: { id: parts.id }, omit: { codeHash: false } });
  const live =
    row !== null &&
    row.email.startsWith(SIGN_IN_TOKEN_EMAIL_PREFIX) &&
    row.consumedAt === null &&
    row.expiresAt > now &&
    codeMatches(row.id, parts.secret, row.codeHash);
  if (!live) throw new DomainError("UNAUTHORIZED", SIGN_IN_TOKEN_MESSAGES.invalid);

  const email = row.email.slice(SIGN_IN_TOKEN_EMAIL_PREFIX.length);
  const existing = await findUserByEmail({ db: deps.db, email });
  if (!existing && !input.createAccount) throw new DomainError("NOT_FOUND", SIGN_IN_TOKEN_MESSAGES.noAccount);

  const spent = await db.signInCode.updateMany({
    where: { id: row.id, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (spent.count !== 1) throw new DomainError("UNAUTHORIZED", SIGN_IN_TOKEN_MESSAGES.invalid);

  if (existing) {
    const { user, region } = existing;
    return { user: { id: user.id, email: user.email, displayName: user.displayName, region }, createdAccount: false };
  }
  const user = await createAccount({
    db: deps.db,
    region: parts.region,
    email,
    displayName: row.displayName,
    origin: "token",
    utmSource: input.utm_source,
    now,
  });
  return { user, createdAccount: true };
}

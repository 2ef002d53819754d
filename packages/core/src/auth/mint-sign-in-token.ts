import { randomBytes } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";
import { SIGN_IN_TOKEN, zEmail } from "@parlo/validators";
import { findUserByEmail } from "./find-user-by-email";
import { hashCode } from "./hash-code";
import { formatSignInToken, SIGN_IN_TOKEN_EMAIL_PREFIX } from "./sign-in-token-format";

/**
 * A one-time sign-in token for one e-mail address, redeemed by tokenToUser for a session (and,
 * when asked, a new account). Only a hash salted with the row id is stored; the token works once,
 * for `ttlMinutes` (15 by default, 60 at most). Whoever holds it signs in as that address, so this
 * is for trusted server-side code only (an operator's script); no procedure mints tokens.
 */
export async function mintSignInToken(options: {
  db: RegionalDb;
  email: string;
  /** where tokenToUser creates the account when the address has none yet (eu by default) */
  regionForNewAccount?: Region;
  /** the new account's display name, when one is created */
  displayName?: string;
  ttlMinutes?: number;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date; region: Region }> {
  const email = zEmail.parse(options.email);
  const ttlMinutes = options.ttlMinutes ?? SIGN_IN_TOKEN.defaultTtlMinutes;
  if (!Number.isFinite(ttlMinutes) || ttlMinutes <= 0 || ttlMinutes > SIGN_IN_TOKEN.maxTtlMinutes) {
    throw new RangeError(`ttlMinutes must be between 0 and ${SIGN_IN_TOKEN.maxTtlMinutes}`);
  }
  const now = options.now ?? new Date();
  const existing = await findUserByEmail({ db: options.db, email });
  const region = existing?.region ?? options.regionForNewAccount ?? "eu";
  const id = randomBytes(16).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  await options.db.for(region).signInCode.create({
    data: {
      id,
      email: `${SIGN_IN_TOKEN_EMAIL_PREFIX}${email}`,
      purpose: existing ? "signin" : "signup",
      displayName: options.displayName?.trim().slice(0, 80) ?? "",
      codeHash: hashCode(id, secret),
      expiresAt,
      createdAt: now,
    },
  });
  return { token: formatSignInToken({ region, id, secret }), expiresAt, region };
}

import type { Region, SignInCode } from "@parlo/db";
import { AUTH_MESSAGES, SIGN_IN_CODE } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { codeMatches } from "./hash-code";

export type CodeCheckResult =
  | { kind: "right"; row: SignInCode; region: Region }
  /** a wrong code for a live code; `lastAttempt` when it used up the code's attempts (the code is dead) */
  | { kind: "wrong"; purpose: SignInCode["purpose"]; lastAttempt: boolean };

/**
 * Checks a code against the e-mail's newest live code (in any region). A wrong code counts an
 * attempt; after the last attempt, expiry or use the code is dead. A right code is consumed exactly
 * once, even when it is submitted twice at the same time. No live code at all is a DomainError.
 */
export async function consumeLatestCode(
  deps: Pick<CoreDeps, "db">,
  input: { email: string; code: string; now: Date },
): Promise<CodeCheckResult> {
  const { email, code, now } = input;
  const candidates = await Promise.all(
    deps.db.all().map(async ([region, client]) => {
      const row = await client.signInCode.findFirst({
        where: { email, consumedAt: null },
        orderBy: { createdAt: "desc" },
        omit: { codeHash: false },
      });
      return row ? { row, region } : null;
    }),
  );
  const latest = candidates
    .filter((c): c is { row: SignInCode; region: Region } => c !== null)
    .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime())[0];

  if (!latest || latest.row.expiresAt <= now) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.expiredCode);
  const { row, region } = latest;
  const db = deps.db.for(region);
  if (row.attempts >= SIGN_IN_CODE.maxAttempts)
    throw new DomainError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);

  if (!codeMatches(row.id, code, row.codeHash)) {
    const attempts = row.attempts + 1;
    const lastAttempt = attempts >= SIGN_IN_CODE.maxAttempts;
    await db.signInCode.update({
      where: { id: row.id },
      data: { attempts, ...(lastAttempt ? { consumedAt: now } : {}) },
    });
    return { kind: "wrong", purpose: row.purpose, lastAttempt };
  }

  const consumed = await db.signInCode.updateMany({
    where: { id: row.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count !== 1) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.expiredCode);
  return { kind: "right", row, region };
}

import { createUserWithWorkspace, Prisma, type Region, type SignInCode } from "@parlo/db";
import { AUTH_MESSAGES, SIGN_IN_CODE, type TVerifySignInCodeInput } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { grantSignUpCredits } from "../billing/grant-sign-up-credits";
import { DomainError } from "../errors";
import { findUserByEmail } from "./find-user-by-email";
import { codeMatches } from "./hash-code";

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string;
  region: Region;
}

/**
 * Checks a one-time code. A wrong code counts an attempt; after the last attempt, expiry or
 * use the code is dead. A right sign-up code creates the user and their personal workspace in
 * the chosen region (in one transaction); nothing exists before that.
 */
export async function verifySignInCode(
  deps: Pick<CoreDeps, "db" | "now"> & { input: TVerifySignInCodeInput },
): Promise<SignedInUser> {
  const { email, code } = deps.input;
  const now = deps.now?.() ?? new Date();

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
    await db.signInCode.update({
      where: { id: row.id },
      data: { attempts, ...(attempts >= SIGN_IN_CODE.maxAttempts ? { consumedAt: now } : {}) },
    });
    if (attempts >= SIGN_IN_CODE.maxAttempts) throw new DomainError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);
    throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.wrongCode);
  }

  // consume exactly once, even when the same code is submitted twice at the same time
  const consumed = await db.signInCode.updateMany({
    where: { id: row.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count !== 1) throw new DomainError("UNAUTHORIZED", AUTH_MESSAGES.expiredCode);

  if (row.purpose === "signin") {
    const found = await findUserByEmail({ db: deps.db, email });
    if (!found) throw new DomainError("NOT_FOUND", AUTH_MESSAGES.noAccount);
    return { id: found.user.id, email: found.user.email, displayName: found.user.displayName, region: found.region };
  }

  if (await findUserByEmail({ db: deps.db, email })) throw new DomainError("CONFLICT", AUTH_MESSAGES.accountExists);
  try {
    const { user } = await createUserWithWorkspace(db, { email, displayName: row.displayName });
    await grantSignUpCredits({ db: deps.db, region, workspaceId: user.id, now });
    return { id: user.id, email: user.email, displayName: user.displayName, region };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DomainError("CONFLICT", AUTH_MESSAGES.accountExists);
    }
    throw error;
  }
}

import { randomInt } from "node:crypto";
import { Prisma, newEntityId, type Region } from "@parlo/db";
import { clientLoginCodeEmail } from "@parlo/email";
import { CLIENT_AUTH_MESSAGES as M, CLIENT_CODE } from "@parlo/validators";
import { sendAgencyMail } from "../agency/email-domain/send-agency-mail";
import { codeMatches, hashCode } from "../auth/hash-code";
import { DomainError } from "../errors";
import type { AuthAgency } from "./auth-agency";
import { nowOf, type ClientAuthDeps, type ClientMailDeps } from "./client-auth-deps";

export type ClientCodePurpose = "signin" | "signup";

/** How many replaced codes a wrong code is compared with, to say it was replaced. */
const REPLACED_CODES_CHECKED = 5;

/**
 * Sends a 6-digit code for the agency's portal from the agency (sendAgencyMail). Only its hash is
 * stored (salted with the row id); earlier live codes of the e-mail and purpose stop working. If
 * the e-mail cannot be sent, the code is removed again.
 */
export async function issueClientCode(
  deps: ClientMailDeps,
  options: { region: Region; agency: AuthAgency; email: string; purpose: ClientCodePurpose; name?: string },
): Promise<void> {
  const { region, agency, email, purpose } = options;
  const db = deps.db.for(region);
  const now = nowOf(deps);
  await db.clientLoginCode.updateMany({
    where: { agencyId: agency.id, email, purpose, consumedAt: null },
    data: { consumedAt: now },
  });
  const code = String(randomInt(0, 10 ** CLIENT_CODE.length)).padStart(CLIENT_CODE.length, "0");
  const id = newEntityId();
  await db.clientLoginCode.create({
    data: {
      id,
      agencyId: agency.id,
      email,
      purpose,
      codeHash: hashCode(id, code),
      name: options.name ?? "",
      createdAt: now,
      expiresAt: new Date(now.getTime() + CLIENT_CODE.ttlMinutes * 60_000),
    },
  });
  const message = clientLoginCodeEmail({
    code,
    agencyName: agency.name,
    purpose,
    expiresInMinutes: CLIENT_CODE.ttlMinutes,
  });
  try {
    await sendAgencyMail(deps, { region, agencyId: agency.id }, { to: email, ...message });
  } catch {
    await db.clientLoginCode.deleteMany({ where: { id } });
    throw new DomainError("INTERNAL_SERVER_ERROR", M.emailFailed);
  }
}

/**
 * Checks a code against the newest code of the e-mail and purpose at this agency, and consumes it
 * when right (exactly once, even when sent twice at the same time). Every check takes one of the
 * code's attempts first, so parallel guesses cannot pass the limit; after the last wrong one the
 * code is dead. Answers the consumed code's row (the sign-up's name).
 */
export async function consumeClientCode(
  deps: ClientAuthDeps,
  options: { region: Region; agencyId: string; email: string; purpose: ClientCodePurpose; code: string },
): Promise<{ id: string; name: string }> {
  const { region, agencyId, email, purpose } = options;
  const code = options.code.trim();
  if (!code) throw new DomainError("BAD_REQUEST", M.enterCode);
  if (!/^\d{6}$/.test(code)) throw new DomainError("BAD_REQUEST", M.codeFormat);
  const db = deps.db.for(region);
  const now = nowOf(deps);

  const [latest, ...older] = await db.clientLoginCode.findMany({
    where: { agencyId, email, purpose },
    orderBy: { createdAt: "desc" },
    take: REPLACED_CODES_CHECKED + 1,
  });
  if (!latest) throw new DomainError("UNAUTHORIZED", M.noCode);
  const deadCode = (attempts: number) =>
    attempts >= CLIENT_CODE.maxAttempts
      ? new DomainError("TOO_MANY_REQUESTS", M.codeAttemptsUsedUp)
      : new DomainError("UNAUTHORIZED", M.codeUsed);
  if (latest.consumedAt) throw deadCode(latest.attempts);
  if (latest.expiresAt <= now) throw new DomainError("UNAUTHORIZED", M.codeExpired);

  // take an attempt before comparing
  let attempts: number;
  try {
    const taken = await db.clientLoginCode.update({
      where: { id: latest.id, consumedAt: null, attempts: { lt: CLIENT_CODE.maxAttempts } },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    attempts = taken.attempts;
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")) throw error;
    const row = await db.clientLoginCode.findUnique({ where: { id: latest.id }, select: { attempts: true } });
    throw deadCode(row?.attempts ?? CLIENT_CODE.maxAttempts);
  }

  if (codeMatches(latest.id, code, latest.codeHash)) {
    const consumed = await db.clientLoginCode.updateMany({
      where: { id: latest.id, consumedAt: null },
      data: { consumedAt: now },
    });
    if (consumed.count !== 1) throw new DomainError("UNAUTHORIZED", M.codeUsed);
    return { id: latest.id, name: latest.name };
  }

  if (attempts >= CLIENT_CODE.maxAttempts) {
    await db.clientLoginCode.updateMany({ where: { id: latest.id, consumedAt: null }, data: { consumedAt: now } });
    throw new DomainError("TOO_MANY_REQUESTS", M.codeAttemptsUsedUp);
  }
  if (older.some((row) => codeMatches(row.id, code, row.codeHash)))
    throw new DomainError("UNAUTHORIZED", M.codeReplaced);
  throw new DomainError("UNAUTHORIZED", M.wrongCode);
}

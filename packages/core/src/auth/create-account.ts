import { createUserWithWorkspace, Prisma, type Region, type RegionalDb } from "@parlo/db";
import { AUTH_MESSAGES } from "@parlo/validators";
import { grantSignUpCredits } from "../billing/grant-sign-up-credits";
import { DomainError } from "../errors";
import type { SignedInUser } from "./verify-sign-in-code";

/**
 * A new account, as sign-up makes it: the user, their personal workspace and owner membership in
 * one transaction of the chosen region, then the sign-up credits. An e-mail that already has an
 * account (in any region, or created at the same moment) is a CONFLICT.
 */
export async function createAccount(options: {
  db: RegionalDb;
  region: Region;
  email: string;
  displayName: string;
  origin?: string;
  utmSource?: string;
  now: Date;
}): Promise<SignedInUser> {
  const { db, region, now } = options;
  try {
    const { user } = await createUserWithWorkspace(db.for(region), {
      email: options.email,
      displayName: options.displayName,
      origin: options.origin,
      utmSource: options.utmSource,
    });
    await grantSignUpCredits({ db, region, workspaceId: user.id, now });
    return { id: user.id, email: user.email, displayName: user.displayName, region };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new DomainError("CONFLICT", AUTH_MESSAGES.accountExists);
    }
    throw error;
  }
}

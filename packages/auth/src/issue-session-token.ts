import { startAuthSession, type CoreDeps, type SignedInUser } from "@parlo/core";
import { encode } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS, signedInToken } from "./auth-options";

/**
 * A session for a person signed in outside next-auth's own routes (tokenToUser): a new
 * AuthSession and the JWT next-auth would put in the session cookie after the e-mail code was
 * accepted (same fields, same secret, 30 days), so the cookie works everywhere a signed-in one does
 * and ends with sign-out like any other.
 */
export async function issueSessionToken(options: {
  deps: Pick<CoreDeps, "db">;
  secret: string;
  user: SignedInUser;
}): Promise<string> {
  const { user } = options;
  const sid = await startAuthSession({
    db: options.deps.db,
    region: user.region,
    userId: user.id,
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  });
  const token = signedInToken({ name: user.displayName, email: user.email, sub: user.id }, { ...user, sid });
  return encode({ token, secret: options.secret, maxAge: SESSION_MAX_AGE_SECONDS });
}

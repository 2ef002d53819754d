/**
 * next-auth configuration for workspace users: e-mail one-time codes (requested through the
 * auth.requestCode procedure, checked here by a credentials provider), JWT sessions in an
 * http-only cookie for 30 days, secure whenever the dashboard is served over https.
 */
import {
  DomainError,
  endAuthSession,
  isAuthSessionActive,
  startAuthSession,
  verifySignInCode,
  type CoreDeps,
} from "@parlo/core";
import { AUTH_MESSAGES, ZVerifySignInCodeInput } from "@parlo/validators";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import type { Region } from "@parlo/db";
import CredentialsProvider from "next-auth/providers/credentials";
import "./next-auth-types";

/** Auth cookie lifetime from the spec: 2,592,000,000 ms. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_CODE_PROVIDER_ID = "email-code";

/** Thrown by the jwt callback for a cookie whose session was signed out. */
class SessionEndedError extends Error {
  constructor() {
    super("The session has ended.");
  }
}

/** A token names a session (sid) that is still on. Tokens from before sessions were tracked have none. */
export async function isSessionTokenActive(deps: Pick<CoreDeps, "db">, token: JWT): Promise<boolean> {
  if (!token.sid || !token.region) return false;
  return isAuthSessionActive({ db: deps.db, region: token.region, sid: token.sid });
}

/** The cookie's token right after sign-in: the person, their region and the session just started. */
export function signedInToken(token: JWT, user: { id: string; region: Region; sid: string }): JWT {
  return { ...token, uid: user.id, region: user.region, sid: user.sid };
}

/** The token of a later request, as long as its session is on (next-auth signs the cookie out when this throws). */
export async function activeToken(deps: Pick<CoreDeps, "db">, token: JWT): Promise<JWT> {
  if (!(await isSessionTokenActive(deps, token))) throw new SessionEndedError();
  return token;
}

export function createAuthOptions(options: {
  deps: Pick<CoreDeps, "db" | "now" | "mailer" | "brandName">;
  secret: string;
  dashboardUrl: string;
}): NextAuthOptions {
  return {
    secret: options.secret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: options.dashboardUrl.startsWith("https://"),
    pages: { signIn: "/login", error: "/login" },
    events: {
      async signOut({ token }) {
        if (token.sid && token.region)
          await endAuthSession({ db: options.deps.db, region: token.region, sid: token.sid });
      },
    },
    logger: {
      error(code, metadata) {
        // a cookie of a signed-out session is an expected visitor, not an error
        if (code === "JWT_SESSION_ERROR" && metadata instanceof SessionEndedError) return;
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
    providers: [
      CredentialsProvider({
        id: EMAIL_CODE_PROVIDER_ID,
        name: "E-mail code",
        credentials: { email: { label: "Email", type: "email" }, code: { label: "Code", type: "text" } },
        async authorize(credentials) {
          const parsed = ZVerifySignInCodeInput.safeParse(credentials);
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.signInFailed);
          try {
            const user = await verifySignInCode({ ...options.deps, input: parsed.data });
            const sid = await startAuthSession({
              db: options.deps.db,
              region: user.region,
              userId: user.id,
              maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
            });
            return { id: user.id, email: user.email, name: user.displayName, region: user.region, sid };
          } catch (error) {
            if (error instanceof DomainError) throw new Error(error.message);
            throw new Error(AUTH_MESSAGES.signInFailed);
          }
        },
      }),
    ],
    callbacks: {
      // `user` is there only right after the code was accepted
      jwt: ({ token, user }) => (user ? signedInToken(token, user) : activeToken(options.deps, token)),
      session({ session, token }) {
        if (token.uid && token.region && token.email) {
          session.user = { id: token.uid, email: token.email, name: token.name ?? "", region: token.region };
        }
        return session;
      },
    },
  };
}

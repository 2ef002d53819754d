/**
 * next-auth configuration for workspace users: e-mail one-time codes (requested through the
 * auth.requestCode procedure, checked here by a credentials provider), JWT sessions in an
 * http-only cookie for 30 days, secure whenever the dashboard is served over https.
 */
import { DomainError, verifySignInCode, type CoreDeps } from "@parlo/core";
import { AUTH_MESSAGES, ZVerifySignInCodeInput } from "@parlo/validators";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import "./next-auth-types";

/** Auth cookie lifetime from the spec: 2,592,000,000 ms. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_CODE_PROVIDER_ID = "email-code";

export function createAuthOptions(options: {
  deps: Pick<CoreDeps, "db" | "now">;
  secret: string;
  dashboardUrl: string;
}): NextAuthOptions {
  return {
    secret: options.secret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: options.dashboardUrl.startsWith("https://"),
    pages: { signIn: "/login", error: "/login" },
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
            return { id: user.id, email: user.email, name: user.displayName, region: user.region };
          } catch (error) {
            if (error instanceof DomainError) throw new Error(error.message);
            throw new Error(AUTH_MESSAGES.signInFailed);
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.region = user.region;
        }
        return token;
      },
      session({ session, token }) {
        if (token.uid && token.region && token.email) {
          session.user = { id: token.uid, email: token.email, name: token.name ?? "", region: token.region };
        }
        return session;
      },
    },
  };
}

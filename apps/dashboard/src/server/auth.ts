import "server-only";
import { isSameOriginRequest } from "@parlo/api";
import { createAuthOptions, issueSessionToken, readSessionCookie } from "@parlo/auth";
import type { SignedInUser } from "@parlo/core";
import type { TSessionInfo } from "@parlo/validators";
import type { NextAuthOptions } from "next-auth";
import { cookies } from "next/headers";
import { env } from "@/env";
import { getDeps } from "./deps";

let authOptions: NextAuthOptions | undefined;

/** next-auth options, built on first use. */
export function getAuthOptions(): NextAuthOptions {
  authOptions ??= createAuthOptions({ deps: getDeps(), secret: env.NEXTAUTH_SECRET, dashboardUrl: env.NEXTAUTH_URL });
  return authOptions;
}

/** The signed-in user of this request (server components, route handlers), or null. */
export async function getSession(): Promise<TSessionInfo | null> {
  return readSessionCookie({
    cookies: await cookies(),
    secret: env.NEXTAUTH_SECRET,
    secure: env.NEXTAUTH_URL.startsWith("https://"),
    deps: getDeps(),
  });
}

/**
 * The session behind a route call: a state-changing request (POST, ...) counts as signed in only
 * when it comes from a page of the dashboard itself (its Origin), so a form or script on another
 * site, same-site or not, cannot act with the visitor's cookie. Safe methods read the cookie as is.
 */
export async function getRequestSession(request: Request): Promise<TSessionInfo | null> {
  if (!isSameOriginRequest(request, [env.NEXTAUTH_URL])) return null;
  return getSession();
}

/** A new session for a person signed in by tokenToUser: its session-cookie JWT (same secret and shape as next-auth's). */
export function issueSessionTokenFor(user: SignedInUser): Promise<string> {
  return issueSessionToken({ deps: getDeps(), secret: env.NEXTAUTH_SECRET, user });
}

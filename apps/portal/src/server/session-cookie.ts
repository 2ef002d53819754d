import "server-only";
import type { PortalCookieJar } from "@parlo/api";
import { CLIENT_SESSION } from "@parlo/validators";
import { env } from "@/env";

/** Served over HTTPS (a real deployment): the cookie is never sent over plain HTTP. */
const secure = new URL(env.NEXT_PUBLIC_PORTAL_URL).protocol === "https:";

/** The session cookie's value in a Cookie header, or null. */
export function sessionCookieOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CLIENT_SESSION.cookieName) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/**
 * The session cookie of this host: host-only (no Domain attribute), so it is never sent to another
 * agency's host or to the dashboard; HttpOnly, SameSite=Lax, 30 days.
 */
function cookieLine(value: string, expiresAt: Date): string {
  return [
    `${CLIENT_SESSION.cookieName}=${encodeURIComponent(value)}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** A cookie jar over one request's Cookie header and its answer's headers. */
export function sessionCookieJar(current: string | null, answer: Headers): PortalCookieJar {
  return {
    current,
    set: (value, expiresAt) => answer.append("set-cookie", cookieLine(value, expiresAt)),
    clear: () => answer.append("set-cookie", cookieLine("", new Date(0))),
  };
}

import type { CoreDeps } from "@parlo/core";
import type { TSessionInfo } from "@parlo/validators";
import { decode } from "next-auth/jwt";
import { z } from "zod";
import { isSessionTokenActive } from "./auth-options";

/** The cookie next-auth keeps the session JWT in (`__Secure-` when the dashboard is on https). */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** What reads cookies: Next's cookies() or a test's. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** The cookie's value; next-auth splits one over 4 KB into name.0, name.1, ... */
function sessionToken(cookies: CookieReader, name: string): string | undefined {
  const whole = cookies.get(name)?.value;
  if (whole !== undefined) return whole;
  const chunks: string[] = [];
  for (let i = 0; ; i++) {
    const chunk = cookies.get(`${name}.${i}`)?.value;
    if (chunk === undefined) break;
    chunks.push(chunk);
  }
  return chunks.length > 0 ? chunks.join("") : undefined;
}

const ZSessionToken = z.object({ uid: z.string().min(1), email: z.string().min(3), region: z.enum(["eu", "na"]) });

/**
 * The signed-in user of a request from its session cookie, or null: no cookie, a JWT that does
 * not verify or has expired, or a session that was signed out (everywhere or here).
 */
export async function readSessionCookie(options: {
  cookies: CookieReader;
  secret: string;
  secure: boolean;
  deps: Pick<CoreDeps, "db">;
}): Promise<TSessionInfo | null> {
  const token = sessionToken(options.cookies, sessionCookieName(options.secure));
  if (!token) return null;
  const decoded = await decode({ token, secret: options.secret }).catch(() => null);
  if (!decoded) return null;
  const parsed = ZSessionToken.safeParse(decoded);
  if (!parsed.success) return null;
  if (!(await isSessionTokenActive(options.deps, decoded))) return null;
  return { userId: parsed.data.uid, email: parsed.data.email, region: parsed.data.region };
}

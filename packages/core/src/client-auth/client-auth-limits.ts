import { CLIENT_AUTH_MESSAGES, CLIENT_CODE, CLIENT_SIGN_IN_LIMITS } from "@parlo/validators";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { nowOf, type ClientAuthDeps } from "./client-auth-deps";

const rule = (name: string, limit: number, windowMinutes: number): RateLimit => ({
  name,
  limit,
  windowSeconds: windowMinutes * 60,
  message: CLIENT_AUTH_MESSAGES.tooManyAttempts,
});

export const CLIENT_AUTH_RATE_LIMITS = {
  passwordPerEmail: rule("client-sign-in:email", CLIENT_SIGN_IN_LIMITS.perEmail, CLIENT_SIGN_IN_LIMITS.windowMinutes),
  passwordPerIp: rule("client-sign-in:ip", CLIENT_SIGN_IN_LIMITS.perIp, CLIENT_SIGN_IN_LIMITS.windowMinutes),
  codePerEmail: rule("client-code:email", CLIENT_CODE.maxRequestsPerEmail, CLIENT_CODE.windowMinutes),
  codePerIp: rule("client-code:ip", CLIENT_CODE.maxRequestsPerIp, CLIENT_CODE.windowMinutes),
  adminPerIp: rule("client-admin-sign-in:ip", CLIENT_SIGN_IN_LIMITS.adminPerIp, CLIENT_SIGN_IN_LIMITS.windowMinutes),
} as const;

/**
 * Counts one attempt per client IP (when known: the address comes from the connection, never from
 * a header) and per e-mail at this agency, before anything is looked up.
 */
export async function countClientAttempt(
  deps: ClientAuthDeps,
  options: {
    perIp: RateLimit;
    perEmail: RateLimit | null;
    agencyId: string;
    email: string;
    clientIp?: string | null;
  },
): Promise<void> {
  const now = nowOf(deps);
  if (options.clientIp) await consumeRateLimit({ db: deps.db, rule: options.perIp, subject: options.clientIp, now });
  if (options.perEmail)
    await consumeRateLimit({
      db: deps.db,
      rule: options.perEmail,
      subject: `${options.agencyId}:${options.email}`,
      now,
    });
}

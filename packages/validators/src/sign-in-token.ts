import { z } from "zod";
import { AUTH_MESSAGES } from "./auth";

/**
 * One-time sign-in tokens (tokenToUser): minted on the server for one e-mail address (core's
 * mintSignInToken), stored hashed, single use, short-lived. Shape: `sit.{region}.{id}.{secret}`.
 */
export const SIGN_IN_TOKEN = {
  defaultTtlMinutes: 15,
  maxTtlMinutes: 60,
  /** tokenToUser calls one client address may make per window */
  maxRedeemsPerIp: 20,
  redeemWindowMinutes: 15,
} as const;

export const SIGN_IN_TOKEN_PATTERN = /^sit\.(eu|na)\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export const SIGN_IN_TOKEN_MESSAGES = {
  invalid: "This sign-in link has expired or was already used. Ask for a new one.",
  malformed: "This sign-in link is not valid.",
  tooMany: "Too many sign-in attempts. Please wait a few minutes and try again.",
  notAvailable: "Sign-in with a token is not available on this installation.",
  noAccount: AUTH_MESSAGES.noAccount,
} as const;

/** tokenToUser (token, createAccount, utm_source) returns authToken. */
export const ZTokenToUserInput = z.object({
  token: z.string().trim().regex(SIGN_IN_TOKEN_PATTERN, SIGN_IN_TOKEN_MESSAGES.malformed),
  createAccount: z.boolean().default(false),
  utm_source: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.~+-]*$/, "utm_source may hold letters, digits and . _ ~ + - only.")
    .optional(),
});
export type TTokenToUserInput = z.infer<typeof ZTokenToUserInput>;

/**
 * authToken: a next-auth session token (the JWT the session cookie holds, for 30 days). A client
 * stores it as the `next-auth.session-token` cookie (`__Secure-next-auth.session-token` on https).
 */
export const ZTokenToUserOutput = z.object({ authToken: z.string().min(1), createdAccount: z.boolean() });

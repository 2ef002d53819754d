import { z } from "zod";
import { REGION_VALUES } from "./region";

/** User-facing messages of the sign-in and sign-up flow, shared by the UI, the server and tests. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email",
  fullNameRequired: "Please enter your full name.",
  fullNameTooLong: "Your name has at most 80 characters.",
  noAccount: "No account uses this e-mail. Sign up instead.",
  accountExists: "An account with this e-mail already exists. Sign in instead.",
  tooManyCodes: "Too many codes requested. Please wait a few minutes and try again.",
  emailFailed: "We couldn't send the e-mail. Please try again.",
  codeRequired: "Please enter the verification code.",
  codeFormat: "The code has 6 digits.",
  wrongCode: "Wrong code. Check the e-mail and try again.",
  expiredCode: "This code has expired or was already used. Request a new code.",
  tooManyAttempts: "Too many wrong attempts. Request a new code.",
  tooManyCodesToday: "Too many sign-in codes requested for this account today. Try again tomorrow.",
  tooManyFailedChecks: "Too many failed sign-in attempts for this account. Try again tomorrow.",
  signInFailed: "Failed to sign in",
  codeSent: "We sent a 6-digit code to",
} as const;

export const SIGN_IN_CODE = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  /** codes one e-mail may request per window */
  maxRequests: 5,
  /** codes one client IP may request per window */
  maxRequestsPerIp: 20,
  requestWindowMinutes: 15,
} as const;

/**
 * Per-account limits over a day (an account is its e-mail, trimmed and lower-cased), on top of the
 * per-code attempts and the 15-minute request window: they cap how many codes one address can be
 * sent and how many wrong codes can be tried for it, whatever the number of codes or callers.
 */
export const SIGN_IN_ACCOUNT_LIMITS = {
  /** the window of the account's counters (fixed, from its first hit) */
  windowHours: 24,
  /** codes one account may be sent per window */
  maxCodesPerWindow: 20,
  /** wrong codes one account may get per window; every later check is refused, even a right code */
  maxFailedChecksPerWindow: 10,
  /** after this many wrong codes in a window, the account's owner is warned by e-mail (once per window) */
  warnAfterFailedChecks: 5,
} as const;

export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.invalidEmail);

/** The Full Name of a sign-up: required, at most 80 characters. */
export const zDisplayName = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.fullNameRequired)
  .max(80, AUTH_MESSAGES.fullNameTooLong);

export const ZRequestSignInCodeInput = z.discriminatedUnion("purpose", [
  z.object({ purpose: z.literal("signin"), email: zEmail }),
  z.object({
    purpose: z.literal("signup"),
    email: zEmail,
    region: z.enum(REGION_VALUES),
    displayName: zDisplayName,
  }),
]);
export type TRequestSignInCodeInput = z.infer<typeof ZRequestSignInCodeInput>;

export const ZRequestSignInCodeOutput = z.object({ sent: z.literal(true), email: z.string() });

export const zSignInCode = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, AUTH_MESSAGES.codeFormat);

export const ZVerifySignInCodeInput = z.object({ email: zEmail, code: zSignInCode });
export type TVerifySignInCodeInput = z.infer<typeof ZVerifySignInCodeInput>;

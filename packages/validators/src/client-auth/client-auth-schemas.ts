import { z } from "zod";
import { REGION_VALUES } from "../region";
import { CLIENT_AUTH_MESSAGES as M } from "./client-auth-messages";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail as clients type it: trimmed and lower-cased (compared case-insensitively). */
const zClientEmail = (requiredMessage: string) =>
  z.string().trim().toLowerCase().min(1, requiredMessage).max(254, M.invalidEmail);

/** A 6-digit code from the e-mail. */
export const zClientCode = z
  .string()
  .trim()
  .min(1, M.enterCode)
  .regex(/^\d{6}$/, M.codeFormat);

// ---- inputs ----

/** Email and password sign-in. */
export const ZClientSignInInput = z.object({
  email: zClientEmail(M.enterEmailAndPassword),
  password: z.string().min(1, M.enterEmailAndPassword).max(256, M.wrongPassword),
});
export type TClientSignInInput = z.infer<typeof ZClientSignInInput>;

/** Email Login Code, step 1: send a code. */
export const ZRequestClientCodeInput = z.object({ email: zClientEmail(M.enterEmail) });
export type TRequestClientCodeInput = z.infer<typeof ZRequestClientCodeInput>;

/** Email Login Code, step 2: sign in with it. */
export const ZVerifyClientCodeInput = z.object({ email: zClientEmail(M.enterEmail), code: zClientCode });
export type TVerifyClientCodeInput = z.infer<typeof ZVerifyClientCodeInput>;

/** ssoClient (section 7): email, and the code once it came (agencyId is the portal host's). */
export const ZSsoClientInput = z.object({ email: zClientEmail(M.enterEmail), code: zClientCode.optional() });
export type TSsoClientInput = z.infer<typeof ZSsoClientInput>;

/** signupWithOTP (section 7): Full Name and Email, then the same with the verification code. */
export const ZSignupWithOtpInput = z.object({
  name: z.string().trim().min(1, M.fillAllFields).max(80, M.nameTooLong),
  email: zClientEmail(M.fillAllFields).regex(EMAIL_PATTERN, M.invalidEmail),
  code: zClientCode.optional(),
});
export type TSignupWithOtpInput = z.infer<typeof ZSignupWithOtpInput>;

/** validateClientLoginToken (section 7): the one-time token of a login link. */
export const ZValidateClientLoginTokenInput = z.object({
  token: z
    .string()
    .trim()
    .min(1, M.invalidLoginLink)
    .max(200, M.invalidLoginLink)
    .regex(/^[A-Za-z0-9_-]+$/, M.invalidLoginLink),
});
export type TValidateClientLoginTokenInput = z.infer<typeof ZValidateClientLoginTokenInput>;

/** The admin magic link's query: the agency secret (and the region and agency it was made for). */
export const ZAgencyAdminSignInInput = z.object({
  secret: z.string().trim().min(1, M.adminSignInFailed).max(100, M.adminSignInFailed),
  region: z.enum(REGION_VALUES).optional(),
  agencyId: z.string().max(40).optional(),
});
export type TAgencyAdminSignInInput = z.infer<typeof ZAgencyAdminSignInInput>;

// ---- outputs ----

export const CLIENT_SESSION_KINDS = ["client", "agencyAdmin"] as const;
export const zClientSessionKind = z.enum(CLIENT_SESSION_KINDS);
export type TClientSessionKind = z.infer<typeof zClientSessionKind>;

/** A new session: the cookie's value (`{region}.{token}`) and when it expires. */
export const ZStartedClientSession = z.object({ cookieValue: z.string(), expiresAt: z.date() });
export type TStartedClientSession = z.infer<typeof ZStartedClientSession>;

/** The signed-in client as a session shows it (never the password). */
export const ZClientSessionClient = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  email: z.string(),
  squarePhotoURL: z.string(),
  canAccess: z.array(z.string()),
  customTabAccess: z.array(z.string()),
  clientTabOrder: z.array(z.string()),
  preferredLanguage: z.string(),
  isOrgAdmin: z.boolean(),
  isAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  canDelegateChats: z.boolean(),
  hideAdvancedSettings: z.boolean(),
  widgetIDs: z.array(z.string()),
  status: z.string(),
  isNewSignup: z.boolean(),
  onboardingCompleted: z.boolean(),
});
export type TClientSessionClient = z.infer<typeof ZClientSessionClient>;

/** A valid session read from its cookie: a client's, or the agency admin's (client null). */
export const ZClientSessionView = z.object({
  sessionId: z.string(),
  kind: zClientSessionKind,
  readOnly: z.boolean(),
  client: ZClientSessionClient.nullable(),
  agencyId: z.string(),
  region: z.enum(REGION_VALUES),
  expiresAt: z.date(),
});
export type TClientSessionView = z.infer<typeof ZClientSessionView>;

/** A client signed in (password, code, login link): the new session and who it is. */
export const ZClientSignInResult = z.object({ session: ZStartedClientSession, client: ZClientSessionClient });
export type TClientSignInResult = z.infer<typeof ZClientSignInResult>;

/** The agency admin signed in. */
export const ZAgencyAdminSignInResult = z.object({ session: ZStartedClientSession });
export type TAgencyAdminSignInResult = z.infer<typeof ZAgencyAdminSignInResult>;

/** A code is on its way. */
export const ZClientCodeSent = z.object({ sent: z.literal(true), email: z.string() });
export type TClientCodeSent = z.infer<typeof ZClientCodeSent>;

/** signupWithOTP's answer: the code was sent, or the account was created and signed in. */
export const ZSignupWithOtpOutput = z.discriminatedUnion("step", [
  z.object({ step: z.literal("codeSent"), success: z.literal(true), message: z.string(), email: z.string() }),
  z.object({
    step: z.literal("created"),
    success: z.literal(true),
    message: z.string(),
    /** the generated dashboard password, in this one answer only (section 7) */
    data: z.object({ clientData: z.object({ dashboardPassword: z.string() }) }),
    session: ZStartedClientSession,
    client: ZClientSessionClient,
  }),
]);
export type TSignupWithOtpOutput = z.infer<typeof ZSignupWithOtpOutput>;

/** tokenToPages (section 7): the pages the viewer may open, in tab order. */
export const ZClientPagesOutput = z.object({ pages: z.array(z.string()) });
export type TClientPagesOutput = z.infer<typeof ZClientPagesOutput>;

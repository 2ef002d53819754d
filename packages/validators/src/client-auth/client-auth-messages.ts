/**
 * User-facing messages of the agency portal's client sign-in and sign-up
 * (agency-shell-dashboards.md sections 5 and 8; the spec's texts are kept exactly, typos included).
 */
export const CLIENT_AUTH_MESSAGES = {
  // the spec's catalogue
  enterEmailAndPassword: "Please enter your email and password.",
  fillAllFields: "Please fill out all fields.",
  enterCode: "Please enter the verification code.",
  emailNotFound: "This email doesn't exist.",
  wrongPassword: "Password is incorrect please try again.",
  signInFailed: "Failed to sign in",
  adminSignInFailed: "Error occurred signing in with admin access.",
  noAgents: "This account has not agents",
  accountDataMissing: "Account data not present.",
  loginAgain: "Please login again.",
  // ours, where the spec gives none
  enterEmail: "Please enter your email.",
  invalidEmail: "Please enter a valid email",
  nameTooLong: "Your name has at most 80 characters.",
  codeFormat: "The code has 6 digits.",
  passwordLoginDisabled: "Password sign-in is turned off. Please use Email Login Code.",
  signUpDisabled: "Sign-up is not enabled for this portal.",
  signUpFailed: "Failed to sign up",
  accountExists: "An account with this email already exists. Please sign in.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  emailFailed: "We couldn't send the e-mail. Please try again.",
  wrongCode: "Wrong code. Check the e-mail and try again.",
  codeReplaced: "This code was replaced by a newer one. Use the code from the latest e-mail.",
  codeExpired: "This code has expired. Request a new code.",
  codeUsed: "This code was already used. Request a new code.",
  noCode: "No code was requested for this email. Request a new code.",
  codeAttemptsUsedUp: "Too many wrong attempts. Request a new code.",
  codeSent: "We sent a 6-digit code to",
  accountCreated: "Account created successfully.",
  invalidLoginLink: "This login link is invalid or has expired.",
  portalNotFound: "This portal is not available.",
} as const;

/** The portal's session cookie: 30 days (section 9, 2,592,000,000 ms). */
export const CLIENT_SESSION = {
  cookieName: "client_session",
  maxAgeDays: 30,
  maxAgeMs: 2_592_000_000,
} as const;

/**
 * The agency admin's org switcher: the org whose agents the portal shows (a view filter, not a
 * permission: the admin may open every agent of the agency).
 */
export const PORTAL_ORG_COOKIE = "portal_org";

/** E-mailed login and sign-up codes of the portal. */
export const CLIENT_CODE = {
  length: 6,
  ttlMinutes: 10,
  /** wrong codes a code takes; after the last one it is dead */
  maxAttempts: 5,
  /** codes one e-mail may request from one agency per window */
  maxRequestsPerEmail: 5,
  /** codes one client IP may request per window */
  maxRequestsPerIp: 20,
  windowMinutes: 15,
} as const;

/** Password and admin sign-in attempts (successful or not) per window. */
export const CLIENT_SIGN_IN_LIMITS = {
  perEmail: 10,
  perIp: 30,
  adminPerIp: 20,
  windowMinutes: 15,
} as const;

/** The pages of the client dashboard (section 2), as keys without the leading slash. */
export const CLIENT_DASHBOARD_PAGES = ["home", "leads", "convos", "settings", "analytics"] as const;
/** What the agency admin (magic link) may open: the full set (section 6). */
export const AGENCY_ADMIN_PAGES: readonly string[] = CLIENT_DASHBOARD_PAGES;

export {
  createAuthOptions,
  EMAIL_CODE_PROVIDER_ID,
  isSessionTokenActive,
  SESSION_MAX_AGE_SECONDS,
} from "./auth-options";
export { readSessionCookie, sessionCookieName, type CookieReader } from "./read-session-cookie";
export { issueSessionToken } from "./issue-session-token";

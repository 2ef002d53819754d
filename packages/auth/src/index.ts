export { createAuthOptions, EMAIL_CODE_PROVIDER_ID, SESSION_MAX_AGE_SECONDS } from "./auth-options";
export { getSessionInfo } from "./get-session-info";

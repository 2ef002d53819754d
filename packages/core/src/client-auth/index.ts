export {
  startClientSession,
  readClientSession,
  endClientSession,
  endClientSessionsOfClient,
  parseClientSessionCookie,
} from "./client-session";
export { signInClientWithPassword } from "./sign-in-client-with-password";
export { requestClientCode } from "./request-client-code";
export { verifyClientCode } from "./verify-client-code";
export { signUpClient } from "./sign-up-client";
export { validateClientLoginToken } from "./validate-client-login-token";
export { createClientLoginToken, CLIENT_LOGIN_TOKEN_TTL_MINUTES } from "./create-client-login-token";
export { signInAgencyAdmin } from "./sign-in-agency-admin";
export { clientPagesForSession, clientHomeRedirect, tokenToPages } from "./client-pages-for-session";
export type { ClientAuthDeps, ClientMailDeps } from "./client-auth-deps";

export { signInCodeEmail, type SignInCodeEmailInput } from "./sign-in-code-email";
export { escapeHtml } from "./escape-html";
export type { RenderedEmail } from "./rendered-email";
export { workspaceInvitationEmail } from "./workspace-invitation-email";
export { handoffRequestEmail } from "./handoff-request-email";
export { failedSignInWarningEmail, type FailedSignInWarningEmailInput } from "./failed-sign-in-warning-email";
export { dnsInstructionsEmail, type DnsInstructionsRecord } from "./dns-instructions-email";

export { signInCodeEmail, type SignInCodeEmailInput } from "./sign-in-code-email";
export { escapeHtml } from "./escape-html";
export type { RenderedEmail } from "./rendered-email";

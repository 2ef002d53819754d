/** The client portal's account messages (constants only: client pages import them without the schemas). */

/** What a read-only portal session (an owner viewing as the client) is told when it tries to change something. */
export const PORTAL_READ_ONLY_MESSAGE = "This is a read-only view of the client's dashboard.";

export const PORTAL_ACCOUNT_MESSAGES = {
  /** section 6: what a client who is not the org's admin sees (and the server's refusal) */
  notAdmin: "You are not an admin",
  /** section 8: the portal session has no client (the admin, or a deleted client) */
  noAccount: "Account data not present.",
  accountSaved: "Account saved",
  /** a new password ends every session of the client, this one too */
  passwordChanged: "Password changed. Please sign in again.",
  wrongPassword: "The current password is not correct.",
  currentPasswordRequired: "Please enter your current password.",
  passwordLoginDisabled: "Password sign-in is turned off: sign in with an e-mailed code.",
  orgSaved: "Organization saved",
  /** section 6: New Agent shows only for clients with allowCreateAgents; the server refuses the others */
  cannotCreateAgents: "Creating agents is not turned on for your account.",
  agentCreated: "Agent created",
  userAdded: "User added",
} as const;

/** The client's feedback form in the top bar (section 8: "Feedback sent!"). */
export const PORTAL_FEEDBACK_MESSAGES = {
  sent: "Feedback sent!",
  failed: "Failed to send feedback. Please try again.",
  empty: "Please write your feedback.",
  tooLong: "Please keep your feedback under 2000 characters.",
  unavailable: "Feedback is not available for this portal.",
  tooMany: "Too much feedback at once. Please try again later.",
} as const;

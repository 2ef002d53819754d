/**
 * The Clients page's messages (agency-shell-dashboards.md sections 5 and 8): the spec's texts
 * exactly, plus the few refusals the spec leaves unnamed.
 */
export const CLIENT_MESSAGES = {
  /** client save: name, e-mail (and a typed password) are required */
  fillAllFields: "Please fill out all fields.",
  /** the e-mail already belongs to a client of this workspace (its agency), in the org named */
  clientExists: (orgId: string) => `Client already exists to org: ${orgId}`,
  orgNameRequired: "Organization name is required.",
  orgIdMissing: "Organization ID is missing. Please try again or contact support.",
  /** the org editor's failure toast: followed by the server's message */
  orgUpdateFailedPrefix: "Failed to update organization: ",
  clientUpdated: "Updated client data",
  clientUpdateFailed: "Failed to update client data",
  invalidEmail: "Please enter a valid email.",
  orgNotFound: "Organization not found.",
  clientNotFound: "Client not found.",
  agentNotInWorkspace: "Only agents of this workspace can be assigned to an organization.",
  unknownPage: "Unknown client page.",
  tagRequired: "Tags cannot be empty.",
  tagTooLong: "A tag can be at most 40 characters.",
  tooManyTags: "At most 50 predefined tags.",
  duplicateTag: "Each tag can be added only once.",
  clientAccessMessageTooLong: "The message can be at most 1024 characters.",
  passwordTooLong: "The password can be at most 128 characters.",
  /** "view as client" and the SAAS settings need the agency record (its portal address) */
  saveAgencyFirst: "Save your agency settings first.",
  /** Billing given before the agency's card payments are connected */
  billingNeedsPayments: "Billing can be given once card payments are connected (SAAS Mode, steps 1 and 2).",
  clientSettingsSaved: "Saved successfully",
} as const;

/** The org editor's failure toast (section 8): "Failed to update organization: {message}". */
export const orgUpdateFailedMessage = (message: string) => `${CLIENT_MESSAGES.orgUpdateFailedPrefix}${message}`;

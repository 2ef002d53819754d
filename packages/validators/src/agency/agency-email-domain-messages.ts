/**
 * The Email tab's messages beyond the spec's catalogue (DOMAIN_MESSAGES holds the spec's own):
 * refusals the spec leaves unsaid.
 */
import { DOMAIN_MESSAGES } from "./agency-domain-messages";

export const EMAIL_DOMAIN_MESSAGES = {
  saveFirst: DOMAIN_MESSAGES.saveSettingsFirst,
  replaceFirst: "Delete the current domain before adding another one.",
  noDomain: "Add a domain first.",
  checkFailed: "Could not check the domain's status. Please try again.",
} as const;

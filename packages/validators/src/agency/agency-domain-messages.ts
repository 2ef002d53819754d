/**
 * The Domains and Email tabs' messages (agency-shell-dashboards.md sections 5 and 8,
 * agents-channels-onboarding.md sections 4, 5 and 8).
 */
export const DOMAIN_MESSAGES = {
  customDomainEmpty: "Please enter a custom domain",
  customDomainNeedsSubdomain: (host: string) => `Please input a subdomain: "${host}"`,
  customDomainTaken: "This domain already exists on another account.",
  customDomainInvalid: "Please enter a domain such as app.youragency.com.",
  customDomainProduct: "This address belongs to the product. Use the Product sub-domain for it.",
  customDomainFailed: "Failed to set up custom domain. Please try again.",
  subDomainTaken: "This domain already exists. Please try another one.",
  subDomainEmpty: "Please enter a sub-domain.",
  subDomainInvalid: "Use letters, digits and hyphens only (at most 63), not starting or ending with a hyphen.",
  subDomainReserved: "This sub-domain is reserved. Please try another one.",
  subDomainFailed: "Failed to set up subdomain. Please try again.",
  notVerified: "Not verified yet. DNS changes can take 24-48 hours to propagate.",
  verified: "Domain verified",
  generatingSsl: "Generating SSL certificate",
  live: "Live",
  copied: "Copied to Clipboard",
  cancelFailed: "Error canceling domain",
  dnsEmailInvalidInline: "Please enter a valid email address",
  dnsEmailInvalidNotice: "Please enter a valid recipient email.",
  dnsInstructionsSent: "DNS instructions sent successfully!",
  dnsEmailFailed: "Failed to send email. Please try again.",
  dnsEmailError: "An error occurred while sending the email.",
  instructionsCopied: "Instructions copied to clipboard!",
  emailDomainEmpty: "Please enter a domain.",
  emailDomainRoot: "Please enter a root domain, such as youragency.com.",
  emailDomainAlreadyAdded: "This domain is already added.",
  emailDomainAdded: "Domain added successfully! Please add the DNS records.",
  emailDomainAddFailed: "Failed to add domain. Please try again.",
  emailDomainPending: "Domain verification pending..",
  emailDomainVerified: "Domain verification successful..",
  emailDomainVerifyFailed: "Failed to verify domain. Please try again.",
  emailDomainDeleted: "Domain deleted successfully..",
  emailDomainDeleteFailed: "Failed to delete domain. Please try again.",
  emailDomainDeleteConfirm: "You will be deleting this domain:",
  emailApiMissing: "Sending from your own domain is not configured on this installation (EMAIL_API_URL).",
} as const;

/** How often the Domains and Email panels re-check a domain that is not done yet. */
export const DOMAIN_POLL_MS = 5000;

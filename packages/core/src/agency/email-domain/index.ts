export { getEmailDomain } from "./get-email-domain";
export { addEmailDomain } from "./add-email-domain";
export { verifyEmailDomain } from "./verify-email-domain";
export { refreshEmailDomainStatus } from "./refresh-email-domain-status";
export { deleteEmailDomain } from "./delete-email-domain";
export type { EmailDomainOptions } from "./email-domain-deps";
export type { EmailApiConfig } from "./email-domains-client";
export { agencyFrom, agencyMailFooter, senderAddress, type AgencySenderFields } from "./agency-sender";
export { sendAgencyMail, type AgencyMailMessage } from "./send-agency-mail";

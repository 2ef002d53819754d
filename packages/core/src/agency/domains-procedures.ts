// The agency domain calls (Domains tab); the portal imports the light `./domains` module instead.
export { customDomainStatus } from "./domains/custom-domain-status";
export { getAgencyDomains, agencyDomainsState } from "./domains/get-agency-domains";
export { pointsAtPortal } from "./domains/custom-domain-dns";
export { isCustomDomainLive } from "./domains/custom-domain-live";
export { removeAgencyDomain } from "./domains/remove-agency-domain";
export { sendDnsInstructions } from "./domains/send-dns-instructions";
export { setAgencyCustomDomain } from "./domains/set-custom-domain";
export { setAgencySubDomain } from "./domains/set-sub-domain";
export type { DomainDeps } from "./domains/domain-deps";

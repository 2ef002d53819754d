/** Inputs and outputs of the agency's domain procedures (Domains and Email tabs). */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";

/** A DNS record to add at the domain's DNS provider; TTL is shown as Auto. */
export const ZDnsRecord = z.object({
  type: z.string(),
  name: z.string(),
  value: z.string(),
  ttl: z.string(),
  priority: z.number().int().nullable(),
  /** the e-mail API's status of this record (sending domains only) */
  status: z.string().nullable(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

export const ZSubDomainState = z.object({
  /** the full host, e.g. acme.portal.example.com */
  host: z.string(),
  verified: z.boolean(),
  /** where the portal answers on it */
  url: z.string(),
});

export const ZCustomDomainState = z.object({
  host: z.string(),
  verified: z.boolean(),
  url: z.string(),
  records: z.array(ZDnsRecord),
});
export type TCustomDomainState = z.infer<typeof ZCustomDomainState>;

/** The Domains tab: the root the sub-domain goes under, and both domains' states. */
export const ZAgencyDomainsOutput = z.object({
  rootDomain: z.string(),
  subDomain: ZSubDomainState.nullable(),
  customDomain: ZCustomDomainState.nullable(),
});
export type TAgencyDomainsOutput = z.infer<typeof ZAgencyDomainsOutput>;

/** The custom domain panel's poll: DNS verified, then live (the portal answers on it over HTTPS). */
export const ZCustomDomainStatusOutput = z.object({
  host: z.string().nullable(),
  verified: z.boolean(),
  live: z.boolean(),
});
export type TCustomDomainStatusOutput = z.infer<typeof ZCustomDomainStatusOutput>;

export const ZSetSubDomainInput = ZWorkspaceScopeInput.extend({ subDomain: z.string().max(200) });
export type TSetSubDomainInput = z.input<typeof ZSetSubDomainInput>;
export const ZSetCustomDomainInput = ZWorkspaceScopeInput.extend({ customDomain: z.string().max(300) });
export type TSetCustomDomainInput = z.input<typeof ZSetCustomDomainInput>;
export const ZDomainKindInput = ZWorkspaceScopeInput.extend({ kind: z.enum(["subDomain", "customDomain"]) });

/** "Email Your Developer": the DNS instructions of the custom domain to someone else. */
export const ZSendDnsInstructionsInput = ZWorkspaceScopeInput.extend({ to: z.string().trim().email().max(320) });

export const EMAIL_DOMAIN_STATUSES = ["not_started", "pending", "verified"] as const;
export const ZEmailDomainStatus = z.enum(EMAIL_DOMAIN_STATUSES);
export type TEmailDomainStatus = z.infer<typeof ZEmailDomainStatus>;

/** The Email tab: the sending domain, its status and the records the e-mail API asks for. */
export const ZEmailDomainOutput = z.object({
  /** false when this installation has no e-mail API (EMAIL_API_URL) to manage domains with */
  available: z.boolean(),
  domain: z.string().nullable(),
  status: ZEmailDomainStatus,
  records: z.array(ZDnsRecord),
});
export type TEmailDomainOutput = z.infer<typeof ZEmailDomainOutput>;

export const ZAddEmailDomainInput = ZWorkspaceScopeInput.extend({ domain: z.string().max(300) });

import { parse } from "tldts";
import { domainText, isHostName } from "./host";

export type CustomDomainCheck =
  | { ok: true; domain: string; /** the part before the registrable domain, e.g. `app` */ name: string }
  | { ok: false; reason: "empty" | "invalid" | "needs_subdomain" | "product_domain"; domain: string };

/**
 * A custom domain as typed: lower-cased, spaces removed; it must be a sub-domain of a registrable
 * domain (`app.agency.com`, `portal.agency.co.uk`; the public-suffix list decides what is
 * registrable) and not one of the product's own addresses.
 */
export function checkCustomDomain(input: string, productRoots: readonly string[]): CustomDomainCheck {
  const domain = domainText(input);
  if (!domain) return { ok: false, reason: "empty", domain };
  if (!isHostName(domain)) return { ok: false, reason: "invalid", domain };
  const ownedByProduct = productRoots.some((root) => domain === root || domain.endsWith(`.${root}`));
  if (ownedByProduct) return { ok: false, reason: "product_domain", domain };
  const parsed = parse(domain);
  if (!parsed.domain || !parsed.subdomain) return { ok: false, reason: "needs_subdomain", domain };
  return { ok: true, domain, name: parsed.subdomain };
}

export type SubDomainCheck = { ok: true; label: string } | { ok: false; reason: "empty" | "invalid" | "reserved" };

/** Names the product keeps for itself under its root domain. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  "www",
  "app",
  "api",
  "admin",
  "portal",
  "dashboard",
  "mail",
  "email",
  "status",
  "support",
  "help",
  "docs",
  "static",
  "cdn",
];

/** The product sub-domain label as typed: lower-cased, spaces removed, one DNS label. */
export function checkSubDomainLabel(input: string): SubDomainCheck {
  const label = domainText(input);
  if (!label) return { ok: false, reason: "empty" };
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) return { ok: false, reason: "invalid" };
  if (RESERVED_SUBDOMAINS.includes(label)) return { ok: false, reason: "reserved" };
  return { ok: true, label };
}

export type EmailDomainCheck =
  { ok: true; domain: string } | { ok: false; reason: "empty" | "invalid" | "not_root"; domain: string };

/** A sending domain: a root (registrable) domain such as `agency.com` or `agency.co.uk`. */
export function checkEmailDomain(input: string): EmailDomainCheck {
  const domain = domainText(input);
  if (!domain) return { ok: false, reason: "empty", domain };
  if (!isHostName(domain)) return { ok: false, reason: "invalid", domain };
  const parsed = parse(domain);
  if (!parsed.domain) return { ok: false, reason: "invalid", domain };
  if (parsed.domain !== domain) return { ok: false, reason: "not_root", domain };
  return { ok: true, domain };
}

import type { Region, RegionalDb } from "@parlo/db";
import { DOMAIN_MESSAGES, EMAIL_DOMAIN_MESSAGES } from "@parlo/validators";
import { DomainError } from "../../errors";
import { EmailApiCallError, emailDomainsClient, type EmailApiConfig } from "./email-domains-client";
import { findEmailDomainRow, type EmailDomainRow } from "./email-domain-state";

/** What the sending-domain services are given: the database, the e-mail API (null: not configured) and the owner's scope. */
export interface EmailDomainOptions {
  db: RegionalDb;
  emailApi?: EmailApiConfig | null;
  region: Region;
  workspaceId: string;
}

/** The e-mail API's client, or the refusal that says this installation has none. */
export function requireEmailApi(options: EmailDomainOptions) {
  if (!options.emailApi) throw new DomainError("BAD_REQUEST", DOMAIN_MESSAGES.emailApiMissing);
  return emailDomainsClient(options.emailApi);
}

/** The owner's agency (its sending-domain columns); refused before the agency's first save. */
export async function requireAgency(options: EmailDomainOptions): Promise<EmailDomainRow> {
  const row = await findEmailDomainRow(options.db, options.region, options.workspaceId);
  if (!row) throw new DomainError("NOT_FOUND", EMAIL_DOMAIN_MESSAGES.saveFirst);
  return row;
}

/** The agency's domain id at the e-mail API; refused when no domain was added. */
export function requireDomainId(row: EmailDomainRow): string {
  if (!row.resendEmailDomainId) throw new DomainError("BAD_REQUEST", EMAIL_DOMAIN_MESSAGES.noDomain);
  return row.resendEmailDomainId;
}

/**
 * Throws a failed call to the e-mail API as the user sees it: with `passMessage`, the API's own
 * message for a refusal of the request (4xx other than the key's 401/403, which are the operator's
 * to fix), else `fallback`. The cause is logged; anything but a failed call is thrown as it is.
 */
export function throwEmailApiFailure(error: unknown, fallback: string, passMessage = false): never {
  if (!(error instanceof EmailApiCallError)) throw error;
  console.error(`e-mail API: ${error.message}${error.apiMessage ? ` (${error.apiMessage})` : ""}`);
  const { status, apiMessage } = error;
  const refusal = status !== null && status >= 400 && status < 500 && status !== 401 && status !== 403;
  throw new DomainError("BAD_GATEWAY", passMessage && refusal && apiMessage ? apiMessage : fallback);
}

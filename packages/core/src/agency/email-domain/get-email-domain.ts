import type { TEmailDomainOutput } from "@parlo/validators";
import type { EmailDomainOptions } from "./email-domain-deps";
import { findEmailDomainRow, toEmailDomainOutput } from "./email-domain-state";

/** The Email tab: the sending domain, its status and records (nothing before one is added). */
export async function getEmailDomain(options: EmailDomainOptions): Promise<TEmailDomainOutput> {
  const row = await findEmailDomainRow(options.db, options.region, options.workspaceId);
  return toEmailDomainOutput(row, Boolean(options.emailApi));
}

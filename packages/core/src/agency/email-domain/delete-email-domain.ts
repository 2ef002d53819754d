import { DOMAIN_MESSAGES, type TEmailDomainOutput } from "@parlo/validators";
import { EmailApiCallError } from "./email-domains-client";
import {
  requireAgency,
  requireDomainId,
  requireEmailApi,
  throwEmailApiFailure,
  type EmailDomainOptions,
} from "./email-domain-deps";
import { findEmailDomainRow, NO_EMAIL_DOMAIN, toEmailDomainOutput } from "./email-domain-state";

/**
 * Delete Domain: removes the domain at the e-mail API (one it no longer knows counts as removed),
 * then empties the agency's domain, id and records and sets the status back to not_started.
 */
export async function deleteEmailDomain(options: EmailDomainOptions): Promise<TEmailDomainOutput> {
  const client = requireEmailApi(options);
  const row = await requireAgency(options);
  const id = requireDomainId(row);
  await client.remove(id).catch((error: unknown) => {
    if (error instanceof EmailApiCallError && error.status === 404) return;
    throwEmailApiFailure(error, DOMAIN_MESSAGES.emailDomainDeleteFailed);
  });
  await options.db.for(options.region).agency.updateMany({
    where: { id: row.id, resendEmailDomainId: id },
    data: NO_EMAIL_DOMAIN,
  });
  return toEmailDomainOutput(await findEmailDomainRow(options.db, options.region, options.workspaceId), true);
}

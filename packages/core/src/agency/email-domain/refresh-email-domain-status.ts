import { EMAIL_DOMAIN_MESSAGES, type TEmailDomainOutput } from "@parlo/validators";
import { requireAgency, requireEmailApi, throwEmailApiFailure, type EmailDomainOptions } from "./email-domain-deps";
import { findEmailDomainRow, toDnsRecords, toEmailDomainOutput, toEmailDomainStatus } from "./email-domain-state";

/**
 * The e-mail API's current status and records of the agency's domain, stored and returned (the
 * Email tab asks every 5 s while the domain is pending). Without a domain there is nothing to ask.
 */
export async function refreshEmailDomainStatus(options: EmailDomainOptions): Promise<TEmailDomainOutput> {
  const client = requireEmailApi(options);
  const row = await requireAgency(options);
  const id = row.resendEmailDomainId;
  if (!id) return toEmailDomainOutput(row, true);
  const current = await client
    .get(id)
    .catch((error: unknown) => throwEmailApiFailure(error, EMAIL_DOMAIN_MESSAGES.checkFailed));
  // the same domain only: a Delete Domain meanwhile is not undone
  await options.db.for(options.region).agency.updateMany({
    where: { id: row.id, resendEmailDomainId: id },
    data: {
      resendEmailDomainStatus: toEmailDomainStatus(current.status),
      resendEmailDomainRecords: toDnsRecords(current.records),
    },
  });
  return toEmailDomainOutput(await findEmailDomainRow(options.db, options.region, options.workspaceId), true);
}

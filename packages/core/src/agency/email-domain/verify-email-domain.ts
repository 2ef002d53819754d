import { DOMAIN_MESSAGES, type TEmailDomainOutput } from "@parlo/validators";
import {
  requireAgency,
  requireDomainId,
  requireEmailApi,
  throwEmailApiFailure,
  type EmailDomainOptions,
} from "./email-domain-deps";
import { findEmailDomainRow, toEmailDomainOutput } from "./email-domain-state";

/**
 * Verify DNS Records: asks the e-mail API to check the records; the domain is then pending (a
 * verified one stays verified) until refreshEmailDomainStatus finds it verified.
 */
export async function verifyEmailDomain(options: EmailDomainOptions): Promise<TEmailDomainOutput> {
  const client = requireEmailApi(options);
  const row = await requireAgency(options);
  const id = requireDomainId(row);
  await client
    .verify(id)
    .catch((error: unknown) => throwEmailApiFailure(error, DOMAIN_MESSAGES.emailDomainVerifyFailed));
  await options.db.for(options.region).agency.updateMany({
    where: { id: row.id, resendEmailDomainId: id, NOT: { resendEmailDomainStatus: "verified" } },
    data: { resendEmailDomainStatus: "pending" },
  });
  return toEmailDomainOutput(await findEmailDomainRow(options.db, options.region, options.workspaceId), true);
}

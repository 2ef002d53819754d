import { checkEmailDomain } from "@parlo/tenancy";
import { DOMAIN_MESSAGES, EMAIL_DOMAIN_MESSAGES, type TEmailDomainOutput } from "@parlo/validators";
import { DomainError } from "../../errors";
import { requireAgency, requireEmailApi, throwEmailApiFailure, type EmailDomainOptions } from "./email-domain-deps";
import { toDnsRecords, toEmailDomainOutput, toEmailDomainStatus } from "./email-domain-state";

/** The domain as typed, checked: a root domain such as `agency.com` or `agency.co.uk`. */
function checkedDomain(input: string): string {
  const check = checkEmailDomain(input);
  if (check.ok) return check.domain;
  throw new DomainError(
    "BAD_REQUEST",
    check.reason === "empty" ? DOMAIN_MESSAGES.emailDomainEmpty : DOMAIN_MESSAGES.emailDomainRoot,
  );
}

/** Whether another agency, in any region, has this sending domain. */
async function takenElsewhere(options: EmailDomainOptions, domain: string, agencyId: string): Promise<boolean> {
  const found = await Promise.all(
    options.db
      .all()
      .map(([, db]) =>
        db.agency.findFirst({ where: { resendEmailDomain: domain, NOT: { id: agencyId } }, select: { id: true } }),
      ),
  );
  return found.some(Boolean);
}

/**
 * Adds the agency's sending domain at the e-mail API and stores its id, status (not_started) and
 * the DNS records to enter. Refused, with nothing stored: before the agency's first save, without
 * an e-mail API, for a domain that is empty, not a domain or not a root domain, while the agency
 * has a domain, and for a domain another agency (in any region) has added. The API's refusal is
 * shown with its own message.
 */
export async function addEmailDomain(options: EmailDomainOptions & { domain: string }): Promise<TEmailDomainOutput> {
  const client = requireEmailApi(options);
  const row = await requireAgency(options);
  const domain = checkedDomain(options.domain);
  if (row.resendEmailDomain === domain) throw new DomainError("CONFLICT", DOMAIN_MESSAGES.emailDomainAlreadyAdded);
  if (row.resendEmailDomainId) throw new DomainError("CONFLICT", EMAIL_DOMAIN_MESSAGES.replaceFirst);
  if (await takenElsewhere(options, domain, row.id)) {
    throw new DomainError("CONFLICT", DOMAIN_MESSAGES.emailDomainAlreadyAdded);
  }

  const created = await client
    .create(domain)
    .catch((error: unknown) => throwEmailApiFailure(error, DOMAIN_MESSAGES.emailDomainAddFailed, true));
  const data = {
    resendEmailDomain: domain,
    resendEmailDomainId: created.id,
    resendEmailDomainStatus: toEmailDomainStatus(created.status),
    resendEmailDomainRecords: toDnsRecords(created.records),
  };
  // only while the agency still has no domain: of two adds at once, one is kept
  const stored = await options.db
    .for(options.region)
    .agency.updateMany({ where: { id: row.id, resendEmailDomainId: null }, data });
  if (stored.count === 0) {
    await client
      .remove(created.id)
      .catch((error: unknown) => console.error("e-mail API: an unused domain was left:", error));
    throw new DomainError("CONFLICT", EMAIL_DOMAIN_MESSAGES.replaceFirst);
  }
  return toEmailDomainOutput({ id: row.id, ...data }, true);
}

import { dnsInstructionsEmail } from "@parlo/email";
import { DOMAIN_MESSAGES } from "@parlo/validators";
import type { CoreDeps } from "../../deps";
import { DomainError } from "../../errors";
import { consumeRateLimit, type RateLimit } from "../../rate-limit/consume-rate-limit";
import { agencyOf, portalDomainsOf, type AgencyScope, type DomainDeps } from "./domain-deps";
import { agencyDomainsState } from "./get-agency-domains";

/** The instructions go to addresses the owner types: a few an hour per agency, so it mails no one in bulk. */
const DNS_INSTRUCTIONS_PER_AGENCY: RateLimit = {
  name: "dns-instructions:agency",
  limit: 10,
  windowSeconds: 3600,
  message: "Too many e-mails with DNS instructions. Please try again later.",
};

/**
 * "Email Your Developer": e-mails the custom domain's DNS records (to one address the owner typed,
 * already checked by the input's schema). Refused when there is no custom domain to explain, and
 * past 10 an hour per agency.
 */
export async function sendDnsInstructions(
  deps: DomainDeps & Pick<CoreDeps, "mailer">,
  scope: AgencyScope & { to: string },
): Promise<void> {
  const config = portalDomainsOf(deps);
  const agency = await agencyOf(deps, scope);
  const custom = agencyDomainsState(config, agency).customDomain;
  if (!custom) throw new DomainError("BAD_REQUEST", DOMAIN_MESSAGES.customDomainEmpty);
  await consumeRateLimit({ db: deps.db, rule: DNS_INSTRUCTIONS_PER_AGENCY, subject: agency.id, now: deps.now?.() });
  try {
    await deps.mailer.send({
      to: scope.to,
      ...dnsInstructionsEmail({ agencyName: agency.name, domain: custom.host, records: custom.records }),
    });
  } catch {
    throw new DomainError("BAD_GATEWAY", DOMAIN_MESSAGES.dnsEmailFailed);
  }
}

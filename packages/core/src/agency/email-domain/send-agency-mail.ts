import type { Region } from "@parlo/db";
import type { CoreDeps } from "../../deps";
import { DomainError } from "../../errors";
import { agencyFrom, agencyMailFooter, withFooterHtml } from "./agency-sender";

export interface AgencyMailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text?: string;
  replyTo?: string;
}

/** The product's sender when none is configured: no-reply at the dashboard's host. */
const fallbackFrom = (deps: Pick<CoreDeps, "brandName" | "dashboardUrl">) =>
  `${deps.brandName} <no-reply@${new URL(deps.dashboardUrl).hostname}>`;

type AgencyMailDeps = Pick<CoreDeps, "db" | "mailer" | "brandName" | "dashboardUrl" | "mailFrom">;

/**
 * The agency's sender: e-mails to its clients as the agency, From its verified sending domain (else
 * the product's address under the agency's name, see agencyFrom) with the agency's name and
 * address in the footer. The agency is read once. NOT_FOUND for an unknown agency.
 */
export async function agencyMailSender(
  deps: AgencyMailDeps,
  target: { region: Region; agencyId: string },
): Promise<(message: AgencyMailMessage) => Promise<{ id: string }>> {
  const agency = await deps.db.for(target.region).agency.findUnique({
    where: { id: target.agencyId },
    select: { name: true, address: true, resendEmailDomain: true, resendEmailDomainStatus: true },
  });
  if (!agency) throw new DomainError("NOT_FOUND", "Agency not found");
  const footer = agencyMailFooter(agency);
  const from = agencyFrom(agency, deps.mailFrom ?? fallbackFrom(deps));
  return (message) =>
    deps.mailer.send({
      to: message.to,
      subject: message.subject,
      from,
      html: withFooterHtml(message.html, footer.html),
      ...(message.text === undefined ? {} : { text: `${message.text}${footer.text}` }),
      ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    });
}

/** Sends one e-mail to an agency's clients as the agency (agencyMailSender). */
export async function sendAgencyMail(
  deps: AgencyMailDeps,
  target: { region: Region; agencyId: string },
  message: AgencyMailMessage,
): Promise<{ id: string }> {
  return (await agencyMailSender(deps, target))(message);
}

import type { Region } from "@parlo/db";
import { notificationEmail } from "@parlo/email";
import { clientPortalUrl } from "../agency/domains/client-portal-url";
import { sendAgencyMail } from "../agency/email-domain/send-agency-mail";
import type { CoreDeps } from "../deps";
import type { NotificationRecipient } from "./notification-recipients";

/** What e-mailing a notification needs: the mailer and the agency's addresses. */
export type NotificationMailDeps = Pick<
  CoreDeps,
  "db" | "mailer" | "brandName" | "dashboardUrl" | "mailFrom" | "portalUrl" | "portalDomains"
>;

/**
 * E-mails a notification to the recipients whose settings take e-mail (an agency's clients set to
 * Email or All Channels), from the agency (its verified sending domain, else the product's address
 * under its name) with a link to the page on the agency's portal. Each failure is logged and the
 * others go on; answers how many were sent.
 */
export async function emailNotification(
  deps: NotificationMailDeps,
  options: {
    region: Region;
    workspaceId: string;
    recipients: readonly NotificationRecipient[];
    title: string;
    body: string;
  },
): Promise<number> {
  const addressed = options.recipients.filter((recipient) => recipient.email);
  if (addressed.length === 0) return 0;
  const agency = await deps.db.for(options.region).agency.findUnique({
    where: { userId: options.workspaceId },
    select: {
      id: true,
      name: true,
      customDomain: true,
      isVerifiedCustomDomain: true,
      VGsubDomain: true,
      isVerifiedSubDomain: true,
    },
  });
  if (!agency) return 0;
  const portal = clientPortalUrl(deps, agency);
  let sent = 0;
  for (const recipient of addressed) {
    if (!recipient.email) continue;
    const message = notificationEmail({
      agencyName: agency.name,
      title: options.title,
      body: options.body,
      url: `${portal}${recipient.urlPathname}`,
    });
    try {
      await sendAgencyMail(deps, { region: options.region, agencyId: agency.id }, { to: recipient.email, ...message });
      sent += 1;
    } catch (error) {
      console.error("notification e-mail failed:", error instanceof Error ? error.message : error);
    }
  }
  return sent;
}

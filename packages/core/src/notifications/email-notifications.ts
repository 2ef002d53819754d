import type { Region } from "@parlo/db";
import { notificationEmail } from "@parlo/email";
import { clientPortalUrl } from "../agency/domains/client-portal-url";
import { sendAgencyMailToEach } from "../agency/email-domain/send-agency-mail-to-each";
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
 * under its name) with a link to the page on the agency's portal, a few at a time. Each failure is
 * logged and the others go on; answers how many were sent.
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
  return sendAgencyMailToEach(
    deps,
    { region: options.region, agencyId: agency.id },
    addressed.flatMap((recipient) =>
      recipient.email
        ? [
            {
              to: recipient.email,
              message: notificationEmail({
                agencyName: agency.name,
                title: options.title,
                body: options.body,
                url: `${portal}${recipient.urlPathname}`,
              }),
            },
          ]
        : [],
    ),
    "notification e-mail",
  );
}

import {
  ANNOUNCEMENT_MESSAGES,
  NOTIFICATION_LEVELS,
  readNotificationsSettings,
  takesEmail,
  takesPush,
  type TAnnouncement,
  type TAnnounceOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { emailNotification, type NotificationMailDeps } from "../notifications/email-notifications";
import type { NotificationRecipient } from "../notifications/notification-recipients";
import { writeNotifications } from "../notifications/notify";
import type { PushDeps } from "../push/schedule-push";
import type { ClientsScope } from "./clients-scope";

/**
 * The agency's announcement to the clients it chose (all of them its own): a notification in each
 * one's bell that opens its home page (whatever its level settings: the agency chose them), an
 * e-mail from the agency to those whose settings take e-mail, and a push to those who take push. Answers how many got it.
 */
export async function announceToClients(
  options: ClientsScope & { mail: NotificationMailDeps; push?: PushDeps; announcement: TAnnouncement },
): Promise<TAnnounceOutput> {
  const ids = [...new Set(options.announcement.clientIds)];
  const clients = await options.db.for(options.region).client.findMany({
    where: { id: { in: ids }, ownerID: options.workspaceId },
    select: { id: true, email: true, notificationsSettings: true },
  });
  if (clients.length !== ids.length) throw new DomainError("NOT_FOUND", ANNOUNCEMENT_MESSAGES.unknownClients);
  const recipients: NotificationRecipient[] = clients.map((client) => {
    const { notifyThrough } = readNotificationsSettings(client.notificationsSettings);
    return {
      key: `client:${client.id}`,
      urlPathname: "/home",
      email: takesEmail(notifyThrough) ? client.email : null,
      push: takesPush(notifyThrough),
    };
  });
  const { title, body } = options.announcement;
  await writeNotifications({
    db: options.db,
    region: options.region,
    workspaceId: options.workspaceId,
    kind: "announcement",
    level: NOTIFICATION_LEVELS.request,
    title,
    body,
    recipients,
    push: options.push,
  });
  await emailNotification(options.mail, {
    region: options.region,
    workspaceId: options.workspaceId,
    recipients,
    title,
    body,
  });
  return { sent: recipients.length };
}

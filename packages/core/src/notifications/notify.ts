import { randomString, type Region, type RegionalDb } from "@parlo/db";
import { NOTIFICATIONS_CHANNEL, type TNotificationKind } from "@parlo/validators";
import { emailNotification, type NotificationMailDeps } from "./email-notifications";
import { schedulePush, type PushDeps } from "../push/schedule-push";
import { notificationRecipients, type NotificationRecipient, type NotificationTarget } from "./notification-recipients";

/** The NOTIFY payload: the recipients with something new (a list that fits PostgreSQL's 8000 bytes). */
export interface NotificationSignal {
  recipients: string[];
}

const MAX_SIGNAL_RECIPIENTS = 150;

/**
 * Writes a notification for each recipient and, in the same transaction, tells every app instance
 * (NOTIFY on NOTIFICATIONS_CHANNEL) whose bell has something new; their open streams pass it on.
 * Once committed, the recipients who take push get it in their subscribed browsers too, when
 * `push` has the Web Push configuration (started here, not awaited: schedulePush).
 */
export async function writeNotifications(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  kind: TNotificationKind;
  level: number;
  title: string;
  body: string;
  recipients: readonly NotificationRecipient[];
  now?: Date;
  /** Web Push (CoreDeps.webPush, fetchGuard); nothing is pushed without it */
  push?: PushDeps;
}): Promise<number> {
  const { recipients } = options;
  if (recipients.length === 0) return 0;
  const ts = options.now ?? new Date();
  const db = options.db.for(options.region);
  const signals: string[] = [];
  for (let start = 0; start < recipients.length; start += MAX_SIGNAL_RECIPIENTS) {
    const signal: NotificationSignal = {
      recipients: recipients.slice(start, start + MAX_SIGNAL_RECIPIENTS).map((recipient) => recipient.key),
    };
    signals.push(JSON.stringify(signal));
  }
  const rows = recipients.map((recipient) => ({ id: randomString(20), recipient }));
  await db.$transaction([
    db.notification.createMany({
      data: rows.map(({ id, recipient }) => ({
        id,
        workspaceId: options.workspaceId,
        recipient: recipient.key,
        kind: options.kind,
        title: options.title.slice(0, 200),
        body: options.body.slice(0, 500),
        urlPathname: recipient.urlPathname,
        level: options.level,
        ts,
      })),
    }),
    ...signals.map((payload) => db.$executeRaw`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${payload})`),
  ]);
  schedulePush({
    db: options.db,
    region: options.region,
    push: options.push,
    // as the bell shows them
    title: options.title.slice(0, 200),
    body: options.body.slice(0, 500),
    level: options.level,
    notifications: rows
      .filter(({ recipient }) => recipient.push)
      .map(({ id, recipient }) => ({ id, recipient: recipient.key, urlPathname: recipient.urlPathname })),
  });
  return recipients.length;
}

/**
 * A notification about something that happened (a request for a person, a lead, low credits) to
 * everyone it concerns (notificationRecipients): in their bells, and by e-mail to clients whose
 * settings take it (with `mail`; sent after the bells, without holding the caller up). Never
 * throws: the event itself stands whatever happens to its notification (a failure is logged).
 * Answers the e-mails' delivery, for tests to wait on.
 */
export async function notifyEvent(options: {
  db: RegionalDb;
  /** the mailer and addresses for e-mail; without them only the bells ring */
  mail?: NotificationMailDeps | undefined;
  /** Web Push (CoreDeps.webPush, fetchGuard): the recipients who take push get it in their browsers */
  push?: PushDeps;
  target: NotificationTarget;
  kind: TNotificationKind;
  title: string;
  body: string;
}): Promise<{ emailed: Promise<number> }> {
  try {
    const recipients = await notificationRecipients(options.db, options.target);
    await writeNotifications({
      db: options.db,
      region: options.target.region,
      workspaceId: options.target.workspaceId,
      kind: options.kind,
      level: options.target.level,
      title: options.title,
      body: options.body,
      recipients,
      push: options.push,
    });
    const emailed = options.mail
      ? emailNotification(options.mail, {
          region: options.target.region,
          workspaceId: options.target.workspaceId,
          recipients,
          title: options.title,
          body: options.body,
        }).catch((error: unknown) => {
          console.error("notification e-mails failed:", error instanceof Error ? error.message : error);
          return 0;
        })
      : Promise.resolve(0);
    return { emailed };
  } catch (error) {
    console.error("notification failed:", error instanceof Error ? error.message : error);
    return { emailed: Promise.resolve(0) };
  }
}

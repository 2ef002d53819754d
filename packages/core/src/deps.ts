import type { RegionalDb } from "@parlo/db";

/** What core services need from the outside world; apps and tests build it once. */
export interface MailSender {
  send(message: { to: string | string[]; subject: string; html: string; text?: string }): Promise<{ id: string }>;
}

export interface CoreDeps {
  db: RegionalDb;
  mailer: MailSender;
  brandName: string;
  /** the dashboard's public URL, for links in e-mails (invitations, ...) */
  dashboardUrl: string;
  now?: () => Date;
}

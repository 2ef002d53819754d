import { createApiSender } from "./api-sender";
import { mailerConfigSchema, type Mailer, type MailerConfig } from "./mailer-types";
import { createSmtpSender } from "./smtp-sender";
import { toOutgoingMail } from "./to-outgoing-mail";

/**
 * Creates the mailer used by the apps to send e-mail.
 *
 * - `{ transport: "smtp", smtpUrl, from }` sends through SMTP (nodemailer), e.g. the dev mailbox.
 * - `{ transport: "api", apiUrl, apiKey, from }` sends through a Resend-compatible HTTP API;
 *   a non-2xx answer rejects with an `EmailApiError` carrying the status and the API's message.
 *
 * Configuration is validated here; the apps read it from their validated env.
 */
export function createMailer(config: MailerConfig): Mailer {
  const parsed = mailerConfigSchema.safeParse(config);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`);
    throw new Error(`Invalid mailer config (${fields.join("; ")})`);
  }
  const valid = parsed.data;
  const sendOutgoing =
    valid.transport === "smtp" ? createSmtpSender(valid.smtpUrl) : createApiSender(valid.apiUrl, valid.apiKey);
  return { send: (message) => sendOutgoing(toOutgoingMail(message, valid.from)) };
}

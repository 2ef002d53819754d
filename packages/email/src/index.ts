export { createMailer } from "./mailer";
export { mailerConfigFromEnv, type MailerEnv } from "./mailer-config-from-env";
export { EmailApiError } from "./api-sender";
export type { Mailer, MailerConfig, SmtpMailerConfig, ApiMailerConfig, MailMessage, SendResult } from "./mailer-types";
export * from "./templates";

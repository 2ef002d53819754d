import type { MailerConfig } from "./mailer-types";

/** The e-mail variables every app reads (EMAIL_TRANSPORT, SMTP_URL, EMAIL_API_URL/KEY, EMAIL_FROM). */
export interface MailerEnv {
  EMAIL_TRANSPORT: "smtp" | "api";
  SMTP_URL: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM: string;
}

/** The mailer an app's environment asks for; `api` without its URL and key stops the app, by name. */
export function mailerConfigFromEnv(env: MailerEnv): MailerConfig {
  if (env.EMAIL_TRANSPORT === "smtp") return { transport: "smtp", smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM };
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) {
    throw new Error("EMAIL_TRANSPORT=api needs EMAIL_API_URL and EMAIL_API_KEY to be set");
  }
  return { transport: "api", apiUrl: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM };
}

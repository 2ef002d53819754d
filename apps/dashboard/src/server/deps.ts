import "server-only";
import type { CoreDeps } from "@parlo/core";
import { createRegionalDb, type RegionalDb } from "@parlo/db";
import { createMailer, type MailerConfig } from "@parlo/email";
import { env } from "@/env";

function mailerConfig(): MailerConfig {
  if (env.EMAIL_TRANSPORT === "smtp") return { transport: "smtp", smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM };
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) {
    throw new Error("EMAIL_TRANSPORT=api needs EMAIL_API_URL and EMAIL_API_KEY to be set");
  }
  return { transport: "api", apiUrl: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM };
}

declare global {
  var parloDb: RegionalDb | undefined;
}

/** One database registry per process (kept across dev reloads). */
export const db: RegionalDb = globalThis.parloDb ?? createRegionalDb({ eu: env.DATABASE_URL_EU, na: env.DATABASE_URL_NA });
globalThis.parloDb = db;

/** What core services and the API context need. */
export const deps: CoreDeps = {
  db,
  mailer: createMailer(mailerConfig()),
  brandName: env.NEXT_PUBLIC_BRAND_NAME,
};

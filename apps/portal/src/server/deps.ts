import "server-only";
import type { CoreDeps } from "@parlo/core";
import { createMailer, mailerConfigFromEnv } from "@parlo/email";
import { env } from "@/env";
import { portalDomains } from "./agency-host";
import { db } from "./db";

declare global {
  var parloPortalDeps: CoreDeps | undefined;
}

/**
 * What core services need in the portal (the database, the mailer that sends clients' codes as
 * their agency, the product's addresses), made on first use and kept once per process.
 */
export function getDeps(): CoreDeps {
  globalThis.parloPortalDeps ??= {
    db,
    mailer: createMailer(mailerConfigFromEnv(env)),
    brandName: env.NEXT_PUBLIC_BRAND_NAME,
    mailFrom: env.EMAIL_FROM,
    dashboardUrl: env.NEXT_PUBLIC_DASHBOARD_URL,
    portalUrl: env.NEXT_PUBLIC_PORTAL_URL,
    portalDomains,
    emailApi: env.EMAIL_API_URL && env.EMAIL_API_KEY ? { url: env.EMAIL_API_URL, key: env.EMAIL_API_KEY } : null,
  };
  return globalThis.parloPortalDeps;
}

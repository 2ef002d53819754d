import "server-only";
import type { CoreDeps } from "@parlo/core";
import { webPushConfig } from "@parlo/core/portal";
import { createMailer, mailerConfigFromEnv } from "@parlo/email";
import { vapidSubjectOf } from "@parlo/validators";
import { env } from "@/env";
import { portalDomains } from "./agency-host";
import { db } from "./db";

declare global {
  var parloPortalDeps: CoreDeps | undefined;
}

/**
 * What core services need in the portal (the database, the mailer that sends clients' codes as
 * their agency, the product's addresses, Web Push), made on first use and kept once per process.
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
    // push subscriptions' endpoints are checked against the SSRF allow-list (SSRF_ALLOWED_HOSTS)
    fetchGuard: { allowedHosts: env.SSRF_ALLOWED_HOSTS },
    // the same VAPID pair as the dashboard's: the configured one, else the one stored in eu
    webPush: webPushConfig({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubjectOf(env),
    }),
  };
  return globalThis.parloPortalDeps;
}

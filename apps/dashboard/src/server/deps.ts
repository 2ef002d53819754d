import "server-only";
import { createBillingConfig, createPortalDomainsConfig, webPushConfig, type CoreDeps } from "@parlo/core";
import { createRegionalDb, type RegionalDb } from "@parlo/db";
import { createMailer, mailerConfigFromEnv } from "@parlo/email";
import { vapidSubjectOf } from "@parlo/validators";
import { env } from "@/env";
import { fetchGuardConfig } from "./fetch-guard-config";
import { modelProvider } from "./model-provider";

declare global {
  var parloDeps: CoreDeps | undefined;
}

/**
 * What core services and the API context need, created on first use (not while `next build`
 * loads the modules) and kept once per process, across dev reloads too.
 */
export function getDeps(): CoreDeps {
  globalThis.parloDeps ??= {
    db: createRegionalDb({ eu: env.DATABASE_URL_EU, na: env.DATABASE_URL_NA }),
    mailer: createMailer(mailerConfigFromEnv(env)),
    brandName: env.NEXT_PUBLIC_BRAND_NAME,
    mailFrom: env.EMAIL_FROM,
    dashboardUrl: env.NEXT_PUBLIC_DASHBOARD_URL,
    portalUrl: env.NEXT_PUBLIC_PORTAL_URL,
    portalDomains: createPortalDomainsConfig({
      portalUrl: env.NEXT_PUBLIC_PORTAL_URL,
      rootDomain: env.PORTAL_ROOT_DOMAIN,
      cnameTarget: env.PORTAL_CNAME_TARGET,
      dnsServers: env.DNS_SERVERS,
      httpsPort: env.CUSTOM_DOMAIN_HTTPS_PORT,
      tlsCaFile: env.CUSTOM_DOMAIN_TLS_CA_FILE,
    }),
    fetchGuard: fetchGuardConfig(),
    model: modelProvider(),
    // without STRIPE_SECRET_KEY the product runs without payments (the billing page says so)
    billing: createBillingConfig({
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: env.STRIPE_API_URL,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      jsUrl: env.STRIPE_JS_URL,
    }),
    // agencies' sending domains (the Email tab) need the e-mail API, whichever transport sends
    emailApi: env.EMAIL_API_URL && env.EMAIL_API_KEY ? { url: env.EMAIL_API_URL, key: env.EMAIL_API_KEY } : null,
    signInCodesPerIp: env.SIGN_IN_CODES_PER_IP,
    // notifications as Web Push: the configured VAPID pair, else the one generated and stored in eu
    webPush: webPushConfig({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubjectOf(env),
    }),
  };
  return globalThis.parloDeps;
}

export const getDb = (): RegionalDb => getDeps().db;

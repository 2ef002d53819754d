import "server-only";
import {
  createBillingConfig,
  createJobQueue,
  createModelProvider,
  knowledgeEnqueuer,
  registerKnowledgeQueue,
  type CoreDeps,
} from "@parlo/core";
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
 * their agency, the product's addresses, the model that writes a client onboarding's agent, Web
 * Push), made on first use and kept once per process. The knowledge queue is registered then too:
 * a website given in the client onboarding is queued here and crawled by the dashboard's worker.
 */
export function getDeps(): CoreDeps {
  if (!globalThis.parloPortalDeps) {
    registerKnowledgeQueue(
      knowledgeEnqueuer(createJobQueue({ urls: { eu: env.DATABASE_URL_EU, na: env.DATABASE_URL_NA } })),
    );
  }
  globalThis.parloPortalDeps ??= {
    db,
    mailer: createMailer(mailerConfigFromEnv(env)),
    brandName: env.NEXT_PUBLIC_BRAND_NAME,
    mailFrom: env.EMAIL_FROM,
    dashboardUrl: env.NEXT_PUBLIC_DASHBOARD_URL,
    portalUrl: env.NEXT_PUBLIC_PORTAL_URL,
    portalDomains,
    model: createModelProvider({
      provider: env.MODEL_PROVIDER,
      baseUrl: env.MODEL_API_BASE_URL,
      apiKey: env.MODEL_API_KEY,
      defaultModel: env.MODEL_DEFAULT,
    }),
    emailApi: env.EMAIL_API_URL && env.EMAIL_API_KEY ? { url: env.EMAIL_API_URL, key: env.EMAIL_API_KEY } : null,
    // push subscriptions' endpoints are checked against the SSRF allow-list (SSRF_ALLOWED_HOSTS)
    fetchGuard: { allowedHosts: env.SSRF_ALLOWED_HOSTS },
    // the same VAPID pair as the dashboard's: the configured one, else the one stored in eu
    webPush: webPushConfig({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubjectOf(env),
    }),
    // client billing: the org's payments go to its agency's connected Stripe account
    billing: createBillingConfig({
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: env.STRIPE_API_URL,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      jsUrl: env.STRIPE_JS_URL,
    }),
  };
  return globalThis.parloPortalDeps;
}

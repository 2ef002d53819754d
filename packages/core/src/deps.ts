import type { RegionalDb } from "@parlo/db";
import type { PortalDomainsConfig } from "./agency/domains/portal-domains-config";
import type { BillingConfig } from "./billing/stripe-client";
import type { ModelProvider } from "./model/model-provider";
import type { FetchGuardConfig } from "./net/ssrf-guard";
import type { WebPushConfig } from "./push/web-push-config";

/** What core services need from the outside world; apps and tests build it once. */
export interface MailSender {
  /** `from` replaces the product's sender (EMAIL_FROM) for this message, e.g. an agency's own domain */
  send(message: { to: string | string[]; subject: string; html: string; text?: string; from?: string }): Promise<{
    id: string;
  }>;
}

export interface CoreDeps {
  db: RegionalDb;
  mailer: MailSender;
  brandName: string;
  /** the product's sender (EMAIL_FROM, e.g. `Parlo <no-reply@parlo.app>`); its address sends agencies' mail until their domain is verified */
  mailFrom?: string;
  /** the dashboard's public URL, for links in e-mails (invitations, ...) */
  dashboardUrl: string;
  /** the client portal's public URL (the agency admin magic link); the dashboard's when left out */
  portalUrl?: string;
  now?: () => Date;
  /** the SSRF guard's settings for server-side fetches of user-given URLs (SSRF_ALLOWED_HOSTS) */
  fetchGuard?: FetchGuardConfig;
  /** the configured model, for text the product writes itself (the offline writer when left out) */
  model?: ModelProvider;
  /** Stripe, when this installation takes payments (STRIPE_SECRET_KEY); billing calls refuse without it */
  billing?: BillingConfig | null;
  /** the client portal's root domain, CNAME target and DNS resolvers (Domains tab, host routing) */
  portalDomains?: PortalDomainsConfig;
  /**
   * the Resend-compatible e-mail API that manages agencies' sending domains (EMAIL_API_URL,
   * EMAIL_API_KEY); the Email tab says it is not configured without it
   */
  emailApi?: { url: string; key: string } | null;
  /**
   * sign-in codes one client address may request per 15-minute window (SIGN_IN_CODES_PER_IP);
   * SIGN_IN_CODE.maxRequestsPerIp when left out. Raise it when many users share one address.
   */
  signInCodesPerIp?: number;
  /**
   * Web Push for notifications (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; webPushConfig):
   * without it nothing is pushed (the procedures still answer the stored key and keep subscriptions)
   */
  webPush?: WebPushConfig | null;
}

import Stripe from "stripe";

/** What the billing services need: the Stripe SDK client, and the settings the browser and webhooks use. */
export interface BillingConfig {
  stripe: Stripe;
  /** verifies webhook deliveries (whsec_...); without it the webhook route refuses every call */
  webhookSecret: string | null;
  /** verifies the Connect endpoint's deliveries (connected accounts' events); without it that route refuses every call */
  connectWebhookSecret: string | null;
  /** Stripe Elements in the payment form; null without a publishable key */
  stripeJs: { publishableKey: string; jsUrl: string } | null;
}

/**
 * The Stripe SDK client for a secret key and an API base URL (https://api.stripe.com, or a local
 * stand-in in tests). Network retries are the SDK's (2) against the real API and off elsewhere.
 */
export function createStripeClient(options: { secretKey: string; apiUrl: string }): Stripe {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const isStripe = url.hostname === "api.stripe.com";
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: isStripe ? 2 : 0,
    telemetry: false,
    appInfo: { name: "Parlo" },
  });
}

export function createBillingConfig(options: {
  secretKey: string | undefined;
  apiUrl: string;
  webhookSecret?: string;
  connectWebhookSecret?: string;
  publishableKey?: string;
  jsUrl: string;
}): BillingConfig | null {
  if (!options.secretKey) return null;
  return {
    stripe: createStripeClient({ secretKey: options.secretKey, apiUrl: options.apiUrl }),
    webhookSecret: options.webhookSecret ?? null,
    connectWebhookSecret: options.connectWebhookSecret ?? null,
    stripeJs: options.publishableKey ? { publishableKey: options.publishableKey, jsUrl: options.jsUrl } : null,
  };
}

import type Stripe from "stripe";
import { startFetchHandlerServer } from "../fetch-handler-server";
import { startStripeStandIn, type StripeStandIn } from "./server";

/** The product's billing settings (core's BillingConfig) pointed at the stand-in. */
export interface ConnectStandInBilling {
  stripe: Stripe;
  webhookSecret: string;
  connectWebhookSecret: string;
  stripeJs: { publishableKey: string; jsUrl: string };
}

/**
 * A Stripe stand-in whose connected accounts' events are delivered to `connectRoute` (the
 * dashboard's Connect webhook route, served from this process on a local port), for the client
 * billing tests, with the product's billing settings for it: `stripe` is made by the product's own
 * client factory (core's createStripeClient, passed in: this package does not depend on core).
 * `close` stops both.
 */
export async function startConnectStandIn(
  connectRoute: (request: Request) => Promise<Response>,
  createStripeClient: (options: { secretKey: string; apiUrl: string }) => Stripe,
): Promise<{
  standIn: StripeStandIn;
  connectWebhookUrl: string;
  stripe: Stripe;
  billing: ConnectStandInBilling;
  close: () => Promise<void>;
}> {
  const standIn = await startStripeStandIn();
  const endpoint = await startFetchHandlerServer(connectRoute);
  const connectWebhookUrl = `${endpoint.baseUrl}/api/stripe/connect/webhook`;
  standIn.setConnectWebhookUrl(connectWebhookUrl);
  const stripe = createStripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url });
  return {
    standIn,
    connectWebhookUrl,
    stripe,
    billing: {
      stripe,
      webhookSecret: standIn.webhookSecret,
      connectWebhookSecret: standIn.connectWebhookSecret,
      stripeJs: { publishableKey: standIn.publishableKey, jsUrl: standIn.jsUrl },
    },
    close: async () => {
      await standIn.close();
      await endpoint.stop();
    },
  };
}

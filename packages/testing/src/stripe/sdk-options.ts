import Stripe from "stripe";

/** The `stripe` SDK's options that point it at a stand-in (no retries, no telemetry). */
export function stripeSdkOptions(standIn: { host: string; port: number }) {
  return {
    host: standIn.host,
    port: standIn.port,
    protocol: "http" as const,
    maxNetworkRetries: 0,
    telemetry: false,
  };
}

/** The platform's `stripe` SDK client for a running stand-in (e2e specs get its URL and key from the stack). */
export function standInStripeClient(options: { url: string; secretKey: string }): Stripe {
  const url = new URL(options.url);
  return new Stripe(options.secretKey, stripeSdkOptions({ host: url.hostname, port: Number(url.port) }));
}

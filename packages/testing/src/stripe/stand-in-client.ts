import Stripe from "stripe";
import { stripeSdkOptions } from "./sdk-options";

/**
 * The platform's `stripe` SDK client for a running stand-in known by its URL and secret key (the
 * e2e specs get E2E_STRIPE_API_URL and E2E_STRIPE_SECRET_KEY), e.g. for connectTestAgency.
 */
export function stripeStandInClient(options: { apiUrl: string; secretKey: string }): Stripe {
  const url = new URL(options.apiUrl);
  return new Stripe(options.secretKey, stripeSdkOptions({ host: url.hostname, port: Number(url.port || 80) }));
}

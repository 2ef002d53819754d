import { readFile } from "node:fs/promises";

/**
 * The stand-in Stripe.js served at /v3/: browser/stripe-v3.js with the stand-in's URL filled in
 * (its API calls go back to the stand-in with the publishable key).
 */
export async function loadStripeJs(apiUrl: string): Promise<string> {
  const source = await readFile(new URL("./browser/stripe-v3.js", import.meta.url), "utf8");
  return source.replace("__STRIPE_STAND_IN_URL__", apiUrl);
}

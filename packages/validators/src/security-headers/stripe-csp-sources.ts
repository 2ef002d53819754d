import type { CspSources } from "./content-security-policy";

const STRIPE_JS_ORIGIN = "https://js.stripe.com";

/**
 * What pages with the Stripe card form need, from where Stripe.js (STRIPE_JS_URL) and the Stripe
 * API (STRIPE_API_URL) are: the script's origin for the script and its Elements frames, the API's
 * origin for the calls Stripe.js makes from the page. With the real js.stripe.com, also the other
 * hosts Stripe documents for its Content-Security-Policy: *.js.stripe.com (scripts and frames) and
 * hooks.stripe.com (3D Secure frames).
 */
export function stripeCspSources(urls: { jsUrl: string; apiUrl: string }): CspSources {
  const js = new URL(urls.jsUrl).origin;
  const api = new URL(urls.apiUrl).origin;
  if (js !== STRIPE_JS_ORIGIN) return { script: [js], frame: [js], connect: [api] };
  return {
    script: [js, "https://*.js.stripe.com"],
    frame: [js, "https://*.js.stripe.com", "https://hooks.stripe.com"],
    connect: [api],
  };
}

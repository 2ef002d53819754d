"use client";

import type { Stripe } from "@stripe/stripe-js";

const scripts = new Map<string, Promise<void>>();
const instances = new Map<string, Stripe>();

/** Adds the Stripe.js <script> from `jsUrl` once and waits for it. */
function loadScript(jsUrl: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  const pending = scripts.get(jsUrl);
  if (pending) return pending;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = jsUrl;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      scripts.delete(jsUrl);
      script.remove();
      reject(new Error("Stripe.js could not be loaded."));
    });
    document.head.appendChild(script);
  });
  scripts.set(jsUrl, loading);
  return loading;
}

/**
 * Stripe.js from the configured URL (the real js.stripe.com, or a local stand-in in tests) and
 * one Stripe instance per publishable key and account: with `stripeAccount` (an agency's connected
 * account, for its clients' billing) every object Stripe.js makes lives on that account.
 * @stripe/stripe-js is used for its types only: its loadStripe always loads js.stripe.com.
 */
export async function loadStripeFrom(
  jsUrl: string,
  publishableKey: string,
  options: { stripeAccount?: string } = {},
): Promise<Stripe> {
  const key = `${publishableKey}|${options.stripeAccount ?? ""}`;
  const existing = instances.get(key);
  if (existing) return existing;
  await loadScript(jsUrl);
  const constructor = window.Stripe;
  if (!constructor) throw new Error("Stripe.js could not be loaded.");
  const stripe = options.stripeAccount
    ? constructor(publishableKey, { stripeAccount: options.stripeAccount })
    : constructor(publishableKey);
  instances.set(key, stripe);
  return stripe;
}

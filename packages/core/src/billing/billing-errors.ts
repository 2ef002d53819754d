import { BILLING_MESSAGES } from "@parlo/validators";
import Stripe from "stripe";
import { DomainError } from "../errors";

/** The billing configuration, or the spec's "not configured" refusal. */
export function requireBilling<T>(billing: T | null | undefined): T {
  if (!billing) throw new DomainError("BAD_REQUEST", BILLING_MESSAGES.notConfigured);
  return billing;
}

/**
 * Stripe failures as user-facing errors: a card problem keeps Stripe's own message ("Your card was
 * declined."), anything else becomes the call's fallback text; the raw error goes to the log only.
 */
export async function withStripe<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Stripe.errors.StripeCardError) throw new DomainError("PAYMENT_REQUIRED", error.message);
    console.error(`billing: ${fallback}`, error instanceof Error ? error.message : error);
    throw new DomainError("BAD_GATEWAY", fallback);
  }
}

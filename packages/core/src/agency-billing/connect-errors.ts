import Stripe from "stripe";
import { DomainError } from "../errors";

/**
 * Card-payment connection failures: the SAAS Mode tab shows "Error" with the server's message, so
 * Stripe's own message (an unsupported country, a revoked account) is passed on; anything that is
 * not Stripe's answer stays in the log.
 */
export async function withConnectError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Stripe.errors.StripeError && error.type !== "StripeConnectionError") {
      throw new DomainError("BAD_GATEWAY", error.message);
    }
    console.error("connect:", error instanceof Error ? error.message : error);
    throw new DomainError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");
  }
}

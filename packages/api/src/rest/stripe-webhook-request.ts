import { DomainError, handleStripeWebhook, type CoreDeps } from "@parlo/core";
import { BODY_LIMITS, readBodyText } from "./read-body";

/**
 * Stripe's webhook deliveries: the raw body and the Stripe-Signature header go to core, which
 * verifies the signature with STRIPE_WEBHOOK_SECRET before anything is read. Answers 200 for
 * handled, repeated and ignored events (Stripe stops retrying), 400 for a bad signature, 500 when
 * handling failed (Stripe retries later).
 */
export async function handleStripeWebhookRequest(options: { request: Request; deps: CoreDeps }): Promise<Response> {
  let payload: string;
  try {
    // a larger body is not a Stripe event
    payload = await readBodyText(options.request, BODY_LIMITS.stripeWebhook);
  } catch {
    return Response.json({ error: "Payload too large" }, { status: 413 });
  }
  try {
    const outcome = await handleStripeWebhook({
      deps: options.deps,
      payload,
      signature: options.request.headers.get("stripe-signature"),
    });
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ error: error.message }, { status: 400 });
    console.error("stripe webhook:", error instanceof Error ? error.message : error);
    return Response.json({ error: "Webhook handling failed" }, { status: 500 });
  }
}

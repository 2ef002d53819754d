import { DomainError, handleConnectWebhook, handleStripeWebhook, type CoreDeps } from "@parlo/core";
import { BODY_LIMITS, readBodyText } from "./read-body";

type WebhookHandler = (options: { deps: CoreDeps; payload: string; signature: string | null }) => Promise<string>;

/**
 * A Stripe webhook delivery: the raw body (capped at 1 MB before it is read) and the
 * Stripe-Signature header go to core, which verifies the signature with the endpoint's secret
 * before anything is read. Answers 200 for handled, repeated and ignored events (Stripe stops
 * retrying), 400 for a bad signature, 500 when handling failed (Stripe retries later).
 */
async function webhookResponse(request: Request, deps: CoreDeps, handle: WebhookHandler): Promise<Response> {
  let payload: string;
  try {
    // a larger body is not a Stripe event
    payload = await readBodyText(request, BODY_LIMITS.stripeWebhook);
  } catch {
    return Response.json({ error: "Payload too large" }, { status: 413 });
  }
  try {
    const outcome = await handle({ deps, payload, signature: request.headers.get("stripe-signature") });
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (error instanceof DomainError) return Response.json({ error: error.message }, { status: 400 });
    console.error("stripe webhook:", error instanceof Error ? error.message : error);
    return Response.json({ error: "Webhook handling failed" }, { status: 500 });
  }
}

/** POST /api/stripe/webhook: the platform's own events, signed with STRIPE_WEBHOOK_SECRET. */
export function handleStripeWebhookRequest(options: { request: Request; deps: CoreDeps }): Promise<Response> {
  return webhookResponse(options.request, options.deps, handleStripeWebhook);
}

/** POST /api/stripe/connect/webhook: connected accounts' events, signed with STRIPE_CONNECT_WEBHOOK_SECRET. */
export function handleConnectWebhookRequest(options: { request: Request; deps: CoreDeps }): Promise<Response> {
  return webhookResponse(options.request, options.deps, handleConnectWebhook);
}

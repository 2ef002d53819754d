import { handleStripeWebhookRequest } from "@parlo/api";
import { getDeps } from "@/server/deps";

// POST /api/stripe/webhook - Stripe's signed event deliveries (subscriptions, invoices, payments)
export async function POST(request: Request) {
  return handleStripeWebhookRequest({ request, deps: getDeps() });
}

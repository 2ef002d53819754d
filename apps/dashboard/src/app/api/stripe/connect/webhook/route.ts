import { handleConnectWebhookRequest } from "@parlo/api";
import { getDeps } from "@/server/deps";

// POST /api/stripe/connect/webhook - Stripe's signed events of agencies' connected accounts
export async function POST(request: Request) {
  return handleConnectWebhookRequest({ request, deps: getDeps() });
}

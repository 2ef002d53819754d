import { startFetchHandlerServer } from "../fetch-handler-server";
import { startStripeStandIn, type StripeStandIn } from "./server";

/**
 * A Stripe stand-in whose connected accounts' events are delivered to `connectRoute` (the
 * dashboard's Connect webhook route, served from this process on a local port), for the client
 * billing tests. `close` stops both.
 */
export async function startConnectStandIn(
  connectRoute: (request: Request) => Promise<Response>,
): Promise<{ standIn: StripeStandIn; connectWebhookUrl: string; close: () => Promise<void> }> {
  const standIn = await startStripeStandIn();
  const endpoint = await startFetchHandlerServer(connectRoute);
  const connectWebhookUrl = `${endpoint.baseUrl}/api/stripe/connect/webhook`;
  standIn.setConnectWebhookUrl(connectWebhookUrl);
  return {
    standIn,
    connectWebhookUrl,
    close: async () => {
      await standIn.close();
      await endpoint.stop();
    },
  };
}

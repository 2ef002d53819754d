import { createServer } from "node:http";
import Stripe from "stripe";
import { readBody } from "./read-body";

/**
 * A webhook endpoint for the stand-in's tests that verifies each delivery's signature with the
 * SDK (`constructEvent`), like the product does. It answers 500 to the first `failFirst`
 * deliveries; `holdUntil(n)` makes deliveries wait until n of them are in, then answers them all
 * (what only concurrent deliveries can pass).
 */
export async function startStripeEventReceiver(secret: string, failFirst = 0) {
  const verifier = new Stripe("sk_test_unused", { telemetry: false });
  const events: Stripe.Event[] = [];
  let rejected = 0;
  let failures = failFirst;
  let gate: { count: number; waiting: Array<() => void> } | null = null;

  const held = () =>
    new Promise<void>((resolve) => {
      if (!gate) return resolve();
      gate.waiting.push(resolve);
      if (gate.waiting.length < gate.count) return;
      const release = gate.waiting;
      gate = null;
      release.forEach((open) => open());
    });

  const server = createServer((request, response) => {
    readBody(request)
      .then(async (body) => {
        await held();
        if (failures > 0) {
          failures -= 1;
          response.writeHead(500).end("not now");
          return;
        }
        try {
          const signature = String(request.headers["stripe-signature"] ?? "");
          events.push(verifier.webhooks.constructEvent(body, signature, secret));
          response.writeHead(200).end("ok");
        } catch {
          rejected += 1;
          response.writeHead(400).end("bad signature");
        }
      })
      .catch(() => response.writeHead(500).end("unreadable"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    events,
    rejected: () => rejected,
    holdUntil(count: number) {
      gate = { count, waiting: [] };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeEventReceiver = Awaited<ReturnType<typeof startStripeEventReceiver>>;

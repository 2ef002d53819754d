import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { accountInvalid, platformOnly } from "./accounts";
import { accountEngine, createConnect, engineHolding, platformEngine } from "./connect";
import type { Engine } from "./engine";
import { StripeApiError, unauthorized } from "./errors";
import { EventLog } from "./events";
import { present } from "./expand";
import { FormError, parseForm, type ParamMap } from "./form-body";
import { serveHostedPage } from "./hosted-pages";
import { IdempotencyCache, keepsAnswer } from "./idempotency";
import { newId } from "./ids";
import { Params } from "./params";
import { renderPaymentIntent } from "./payments";
import { readBody } from "./read-body";
import { matchRoute, type Auth, type Route } from "./router";
import { accountRoutes } from "./routes/accounts";
import { applicationFeeRoutes } from "./routes/application-fees";
import { catalogueRoutes } from "./routes/catalogue";
import { checkoutSessionRoutes } from "./routes/checkout-sessions";
import { customerRoutes } from "./routes/customers";
import { discountRoutes } from "./routes/discounts";
import { eventRoutes } from "./routes/events";
import { invoiceRoutes } from "./routes/invoices";
import { paymentIntentRoutes } from "./routes/payment-intents";
import { paymentMethodRoutes } from "./routes/payment-methods";
import { setupIntentRoutes } from "./routes/setup-intents";
import { subscriptionRoutes } from "./routes/subscriptions";
import { loadStripeJs } from "./stripe-js";
import { advanceSubscription } from "./subscriptions";
import { renderSubscription } from "./objects/subscription";
import { WebhookSender, type WebhookDelivery } from "./webhooks";

export interface StripeStandInOptions {
  /** where events are POSTed (signed); none: events are only recorded */
  webhookUrl?: string;
  /** the endpoint secret the signatures use (default whsec_standin) */
  webhookSecret?: string;
  /** where connected accounts' events (with `account` set) are POSTed (signed); none: only recorded */
  connectWebhookUrl?: string;
  /** the Connect endpoint's own secret (default whsec_standin_connect) */
  connectWebhookSecret?: string;
  /** a fixed port (default: any free one) */
  port?: number;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT */
  url: string;
  host: string;
  port: number;
  /** sk_test_standin: the key API requests must carry (`Authorization: Bearer ...`) */
  secretKey: string;
  /** pk_test_standin: what Stripe.js uses */
  publishableKey: string;
  /** `${url}/v3/`: the stand-in Stripe.js */
  jsUrl: string;
  webhookSecret: string;
  setWebhookUrl(url: string | null): void;
  /** the Connect endpoint's secret: connected accounts' events are signed with it */
  connectWebhookSecret: string;
  setConnectWebhookUrl(url: string | null): void;
  /** every event emitted, in order: the platform's, and connected accounts' with `account` set */
  readonly events: Stripe.Event[];
  /** every delivery attempt to the webhook URL (the platform's events), in order */
  readonly deliveries: WebhookDelivery[];
  /** every delivery attempt to the Connect webhook URL (connected accounts' events), in order */
  readonly connectDeliveries: WebhookDelivery[];
  /** resolves once every queued webhook delivery (both endpoints) is done (or has given up) */
  waitForDeliveries(): Promise<void>;
  /** sends an event again to its endpoint (newly signed), `times` times one after the other, and waits for them */
  redeliver(eventId: string, times?: number): Promise<void>;
  /** sends an event to its endpoint `times` times at once (no retries) and waits for every answer */
  deliverConcurrently(eventId: string, times?: number): Promise<void>;
  /** moves a subscription (the platform's or a connected account's) to its next period (see subscriptions.ts) */
  advanceSubscription(subscriptionId: string): Promise<Stripe.Subscription>;
  /** every PaymentIntent of the platform, or of a connected account, oldest first */
  paymentIntents(account?: string): Stripe.PaymentIntent[];
  close(): Promise<void>;
}

export const STAND_IN_SECRET_KEY = "sk_test_standin";
export const STAND_IN_PUBLISHABLE_KEY = "pk_test_standin";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin";
export const STAND_IN_CONNECT_WEBHOOK_SECRET = "whsec_standin_connect";

const ROUTES: Route[] = [
  ...accountRoutes,
  ...applicationFeeRoutes,
  ...checkoutSessionRoutes,
  ...setupIntentRoutes,
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...catalogueRoutes,
  ...discountRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentIntentRoutes,
  ...eventRoutes,
];

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account",
  "access-control-expose-headers": "Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed",
  "access-control-max-age": "600",
};

/** The API key of a request: Bearer, Basic (key as user name) or Stripe.js's `key` parameter. */
function apiKeyOf(request: IncomingMessage, params: ParamMap): string | null {
  const header = request.headers.authorization ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer?.[1]) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], "base64").toString("utf8").split(":")[0] ?? null;
  const key = params.key;
  return typeof key === "string" ? key : null;
}

function masked(key: string): string {
  return key.length > 8 ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : "***";
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...CORS, "content-type": "application/json; charset=utf-8", ...headers });
  response.end(body);
}

/**
 * A local stand-in for the Stripe API and Stripe.js: the real `stripe` SDK (see stripeSdkOptions)
 * and the browser's payment form run against it. Objects live in memory (shaped like the SDK's
 * types for its API version), per account: the platform's, and each connected account's (the
 * Stripe-Account header); events are recorded and delivered as signed webhooks, connected
 * accounts' to the Connect endpoint. The routes (routes/*.ts) list the endpoints and parameters
 * supported; test-cards.ts the card behaviours; hosted-pages.ts the pages a browser visits.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = STAND_IN_SECRET_KEY;
  const publishableKey = STAND_IN_PUBLISHABLE_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const signer = new Stripe(secretKey, { telemetry: false });
  const connectWebhookSecret = options.connectWebhookSecret ?? STAND_IN_CONNECT_WEBHOOK_SECRET;
  const sender = new WebhookSender(signer, options.webhookUrl ?? null, webhookSecret);
  const connectSender = new WebhookSender(signer, options.connectWebhookUrl ?? null, connectWebhookSecret);
  // a connected account's events go to the Connect endpoint, the platform's to the other one
  const senderOf = (account: string | undefined) => (account ? connectSender : sender);
  const log = new EventLog(
    (event, payload) => senderOf(event.account).enqueue(event.id, event.type, payload),
    (account) => (senderOf(account).hasEndpoint ? 1 : 0),
  );
  const connect = createConnect(log);
  const idempotency = new IdempotencyCache();

  /** An event and its payload as first sent, for the endpoint it goes to. */
  function recorded(eventId: string) {
    const event = log.find(eventId);
    const payload = log.payloadOf(eventId);
    if (!event || payload === undefined) throw new Error(`The stand-in has no event ${eventId}`);
    const target = senderOf(event.account);
    if (!target.hasEndpoint) {
      throw new Error(`The stand-in has no ${event.account ? "Connect webhook" : "webhook"} URL to deliver to`);
    }
    return { event, payload, target };
  }
  let stripeJs = "";

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const raw = method === "POST" || method === "DELETE" ? await readBody(request) : "";
    let map: ParamMap;
    try {
      map = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
    } catch (error) {
      const message = error instanceof FormError ? error.message : "Invalid request body.";
      send(response, 400, JSON.stringify({ error: { type: "invalid_request_error", message } }));
      return;
    }
    const requestId = newId("req", 14);
    const headers: Record<string, string> = { "request-id": requestId, "stripe-version": Stripe.API_VERSION };
    const fail = (error: StripeApiError) =>
      send(response, error.status, JSON.stringify(error.body(), null, 2), headers);

    const key = apiKeyOf(request, map);
    if (!key) {
      fail(
        unauthorized(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
      );
      return;
    }
    let auth: Auth;
    if (key === secretKey) auth = "secret";
    else if (key === publishableKey) auth = "publishable";
    else {
      fail(unauthorized(`Invalid API Key provided: ${masked(key)}`));
      return;
    }
    const matched = matchRoute(ROUTES, method, url.pathname);
    if (!matched) {
      fail(
        new StripeApiError(
          404,
          "invalid_request_error",
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        ),
      );
      return;
    }
    if (auth === "publishable" && !matched.route.publishable) {
      fail(
        unauthorized(
          "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
        ),
      );
      return;
    }
    // Stripe-Account: the request acts for that connected account, on its objects only
    const account = String(request.headers["stripe-account"] ?? "").trim() || null;
    let engine: Engine = platformEngine(connect);
    if (account !== null) {
      const connected = accountEngine(connect, account);
      if (!connected) {
        fail(accountInvalid(masked(key), account));
        return;
      }
      if (matched.route.platformOnly) {
        fail(platformOnly());
        return;
      }
      engine = connected;
    }

    const idempotencyKey = method === "POST" ? String(request.headers["idempotency-key"] ?? "") || null : null;
    const fingerprint = `${method} ${url.pathname}\n${raw}`;
    // keys are kept per API key and account, as Stripe's are
    const idempotencyScope = account === null ? key : `${key}\n${account}`;
    if (idempotencyKey) {
      headers["idempotency-key"] = idempotencyKey;
      const saved = idempotency.find(idempotencyScope, idempotencyKey);
      if (saved && saved.fingerprint !== fingerprint) {
        fail(
          new StripeApiError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
        return;
      }
      if (saved) {
        send(response, saved.status, saved.body, { ...headers, "idempotent-replayed": "true" });
        return;
      }
    }

    let status = 200;
    let body: string;
    try {
      const json = log.run({ id: requestId, idempotencyKey }, () => {
        const params = new Params(map).allow([...matched.route.params, "key"]);
        const result = matched.route.handle({ engine, params, path: matched.path, auth });
        return present(engine, result, params.strings("expand") ?? []);
      });
      body = JSON.stringify(json, null, 2);
    } catch (error) {
      const failure =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, "api_error", error instanceof Error ? error.message : String(error));
      if (!(error instanceof StripeApiError)) console.error("stripe stand-in:", error);
      status = failure.status;
      body = JSON.stringify(failure.body(), null, 2);
    }
    if (idempotencyKey && keepsAnswer(status)) {
      idempotency.save(idempotencyScope, idempotencyKey, { fingerprint, status, body });
    }
    send(response, status, body, headers);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in.invalid");
    const method = request.method ?? "GET";
    if (method === "OPTIONS") {
      response.writeHead(204, CORS).end();
      return;
    }
    if (method === "GET" && ["/v3", "/v3/", "/v3/stripe.js"].includes(url.pathname)) {
      response.writeHead(200, {
        ...CORS,
        "content-type": "application/javascript; charset=utf-8",
        "cache-control": "no-store",
      });
      response.end(stripeJs);
      return;
    }
    if (url.pathname.startsWith("/v1/")) {
      api(request, response, url).catch((error: unknown) => {
        console.error("stripe stand-in:", error);
        if (!response.headersSent)
          send(response, 500, JSON.stringify({ error: { type: "api_error", message: "Internal error" } }));
      });
      return;
    }
    serveHostedPage(connect, request, response, url)
      .then((served) => {
        if (!served) response.writeHead(404, { ...CORS, "content-type": "text/plain; charset=utf-8" }).end("Not found");
      })
      .catch((error: unknown) => {
        console.error("stripe stand-in:", error);
        if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" }).end("Internal error");
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const host = "127.0.0.1";
  const url = `http://${host}:${port}`;
  connect.platform.url = url;
  stripeJs = await loadStripeJs(url);

  return {
    url,
    host,
    port,
    secretKey,
    publishableKey,
    jsUrl: `${url}/v3/`,
    webhookSecret,
    setWebhookUrl: (webhookUrl) => sender.setUrl(webhookUrl),
    connectWebhookSecret,
    setConnectWebhookUrl: (webhookUrl) => connectSender.setUrl(webhookUrl),
    events: log.events,
    deliveries: sender.deliveries,
    connectDeliveries: connectSender.deliveries,
    async waitForDeliveries() {
      await Promise.all([sender.drain(), connectSender.drain()]);
    },
    async redeliver(eventId, times = 1) {
      const { event, payload, target } = recorded(eventId);
      for (let index = 0; index < times; index += 1) target.enqueue(event.id, event.type, payload);
      await target.drain();
    },
    async deliverConcurrently(eventId, times = 2) {
      const { event, payload, target } = recorded(eventId);
      await target.sendConcurrently(event.id, event.type, payload, times);
    },
    async advanceSubscription(subscriptionId) {
      const engine = engineHolding(connect, (store) => store.subscriptions.has(subscriptionId));
      if (!engine) throw new Error(`The stand-in has no subscription ${subscriptionId}`);
      const record = log.run({ id: null, idempotencyKey: null }, () => advanceSubscription(engine, subscriptionId));
      return renderSubscription(engine.store, record);
    },
    paymentIntents(account) {
      const store = account === undefined ? connect.platform : connect.stores.get(account);
      if (!store) throw new Error(`The stand-in has no connected account ${account ?? ""}`);
      return [...store.paymentIntents.values()].map(renderPaymentIntent);
    },
    close: () =>
      new Promise<void>((resolve) => {
        sender.close();
        connectSender.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type Stripe from "stripe";
import { readFeeAmount, readFeePercent } from "../application-fees";
import { checkOpen, expireCheckoutSession } from "../checkout";
import { invalidRequest, missingResource } from "../errors";
import { newId, nowSeconds } from "../ids";
import { LIST_PARAMS, listPage } from "../lists";
import {
  CHECKOUT_SESSION_SECONDS,
  checkoutLineItems,
  newCheckoutSession,
  renderCheckoutSession,
} from "../objects/checkout-session";
import { mergeMetadata, type Params } from "../params";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst, type CheckoutLineRecord, type CheckoutSessionRecord, type Store } from "../store";
import { requireCustomer } from "../subscriptions";

const MODES = ["payment", "setup", "subscription"] as const;

function sessionFor(context: RouteContext): CheckoutSessionRecord {
  return getOr404(context.engine.store.checkoutSessions, "checkout.session", pathParam(context, "id"), "session");
}

/** line_items[i][price] and [quantity]: active prices of one currency, recurring exactly in subscription mode. */
function readLines(store: Store, params: Params, mode: (typeof MODES)[number]): CheckoutLineRecord[] {
  const entries = params.objects("line_items") ?? [];
  if (mode === "setup") {
    if (entries.length) throw invalidRequest("You cannot pass `line_items` in `setup` mode.", { param: "line_items" });
    return [];
  }
  if (!entries.length) {
    throw invalidRequest("Missing required param: line_items.", { code: "parameter_missing", param: "line_items" });
  }
  let currency: string | null = null;
  return entries.map((entry, index) => {
    const name = `line_items[${index}]`;
    entry.allow(["price", "quantity"]);
    const priceId = entry.requireString("price");
    const price = store.prices.get(priceId);
    if (!price) throw missingResource("price", priceId, `${name}[price]`);
    if (!price.active) {
      throw invalidRequest(`The price \`${price.id}\` is not active.`, { param: `${name}[price]` });
    }
    if (mode === "payment" && price.recurring) {
      throw invalidRequest(
        "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
        { param: `${name}[price]` },
      );
    }
    if (mode === "subscription" && !price.recurring) {
      throw invalidRequest("The stand-in's subscription mode takes recurring prices only.", {
        param: `${name}[price]`,
      });
    }
    if (currency !== null && price.currency !== currency) {
      throw invalidRequest("All line items must be in the same currency.", { param: `${name}[price]` });
    }
    currency = price.currency;
    if (!entry.has("quantity")) {
      throw invalidRequest(`Quantity is required. Add \`quantity\` to \`${name}\``, {
        code: "parameter_missing",
        param: `${name}[quantity]`,
      });
    }
    const quantity = entry.requireInteger("quantity");
    if (quantity < 1) throw invalidRequest("Invalid quantity: must be at least 1.", { param: `${name}[quantity]` });
    return { id: newId("li"), price: price.id, quantity };
  });
}

/** subscription_data or payment_intent_data: only in the mode they belong to. */
function modeData(params: Params, key: string, allowed: readonly string[], mode: string, wanted: string) {
  const data = params.object(key);
  if (!data) return undefined;
  if (mode !== wanted) throw invalidRequest(`You can not pass \`${key}\` in \`${mode}\` mode.`, { param: key });
  data.allow(allowed);
  return data;
}

function create(context: RouteContext): Stripe.Checkout.Session {
  const { engine, params } = context;
  const mode = params.oneOf("mode", MODES);
  if (!mode) throw invalidRequest("Missing required param: mode.", { code: "parameter_missing", param: "mode" });
  params.oneOf("ui_mode", ["hosted", "hosted_page"] as const);
  const types = params.strings("payment_method_types") ?? ["card"];
  if (types.some((type) => type !== "card")) {
    throw invalidRequest("The stand-in's Checkout takes cards only.", { param: "payment_method_types" });
  }
  const lines = readLines(engine.store, params, mode);
  const amount = lines.reduce(
    (sum, line) => sum + (engine.store.prices.get(line.price)?.unit_amount ?? 0) * line.quantity,
    0,
  );
  const customer = params.string("customer");
  if (customer) requireCustomer(engine.store, customer);
  const customerEmail = params.string("customer_email");
  if (customer && customerEmail) {
    throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", {
      param: "customer_email",
    });
  }
  const creation = params.oneOf("customer_creation", ["always", "if_required"] as const);
  if (creation && mode !== "payment") {
    throw invalidRequest("`customer_creation` can only be used in `payment` mode.", { param: "customer_creation" });
  }
  const subscriptionData = modeData(
    params,
    "subscription_data",
    ["application_fee_percent", "metadata", "description"],
    mode,
    "subscription",
  );
  const intentData = modeData(
    params,
    "payment_intent_data",
    ["application_fee_amount", "metadata", "description", "setup_future_usage"],
    mode,
    "payment",
  );
  const expiresAt = params.integer("expires_at");
  const now = nowSeconds();
  if (expiresAt !== undefined && (expiresAt < now + 30 * 60 || expiresAt > now + CHECKOUT_SESSION_SECONDS)) {
    throw invalidRequest("The `expires_at` timestamp must be between 30 minutes and 24 hours from now.", {
      param: "expires_at",
    });
  }
  const firstPrice = lines[0] ? engine.store.prices.get(lines[0].price) : undefined;
  const session = newCheckoutSession({
    mode,
    url: engine.store.url,
    currency: firstPrice?.currency ?? params.string("currency")?.toLowerCase() ?? null,
    amount: mode === "setup" ? null : amount,
    customer: customer ?? null,
    customerEmail: customerEmail ?? null,
    customerCreation: mode === "payment" && !customer ? (creation ?? "if_required") : null,
    clientReferenceId: params.string("client_reference_id") ?? null,
    successUrl: params.string("success_url") ?? null,
    cancelUrl: params.string("cancel_url") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    paymentMethodTypes: types,
  });
  if (expiresAt !== undefined) session.expires_at = expiresAt;
  const record: CheckoutSessionRecord = {
    session,
    lines,
    applicationFeeAmount:
      readFeeAmount(
        engine,
        intentData?.integer("application_fee_amount"),
        amount,
        "payment_intent_data[application_fee_amount]",
      ) ?? null,
    applicationFeePercent:
      readFeePercent(
        engine,
        subscriptionData?.decimal("application_fee_percent"),
        "subscription_data[application_fee_percent]",
      ) ?? null,
    subscriptionData: {
      metadata: mergeMetadata({}, subscriptionData?.stringMap("metadata")),
      description: subscriptionData?.string("description") ?? null,
    },
    paymentIntentData: {
      metadata: mergeMetadata({}, intentData?.stringMap("metadata")),
      description: intentData?.string("description") ?? null,
      setupFutureUsage: intentData?.oneOf("setup_future_usage", ["on_session", "off_session"] as const) ?? null,
    },
  };
  engine.store.checkoutSessions.set(session.id, record);
  return renderCheckoutSession(record);
}

export const checkoutSessionRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/checkout/sessions",
    params: [
      "mode",
      "line_items",
      "customer",
      "customer_email",
      "customer_creation",
      "success_url",
      "cancel_url",
      "subscription_data",
      "payment_intent_data",
      "metadata",
      "client_reference_id",
      "currency",
      "payment_method_types",
      "ui_mode",
      "expires_at",
      "expand",
    ],
    handle: create,
  },
  {
    method: "GET",
    path: "/v1/checkout/sessions/:id",
    params: ["expand"],
    handle: (context) => renderCheckoutSession(sessionFor(context)),
  },
  {
    method: "GET",
    path: "/v1/checkout/sessions/:id/line_items",
    params: LIST_PARAMS,
    handle: (context) => {
      const record = sessionFor(context);
      const items = checkoutLineItems(context.engine.store, record);
      return listPage(items, context.params, `/v1/checkout/sessions/${record.session.id}/line_items`);
    },
  },
  {
    method: "POST",
    path: "/v1/checkout/sessions/:id/expire",
    params: ["expand"],
    handle: (context) => {
      const record = sessionFor(context);
      checkOpen(context.engine, record);
      expireCheckoutSession(context.engine, record);
      return renderCheckoutSession(record);
    },
  },
  {
    method: "GET",
    path: "/v1/checkout/sessions",
    params: [...LIST_PARAMS, "customer", "payment_intent", "subscription", "status"],
    handle: ({ engine, params }) => {
      const filters: Array<[string | undefined, (session: Stripe.Checkout.Session) => unknown]> = [
        [params.string("customer"), (session) => session.customer],
        [params.string("payment_intent"), (session) => session.payment_intent],
        [params.string("subscription"), (session) => session.subscription],
        [params.string("status"), (session) => session.status],
      ];
      const rows = newestFirst(engine.store.checkoutSessions.values())
        .map(renderCheckoutSession)
        .filter((session) => filters.every(([wanted, field]) => wanted === undefined || field(session) === wanted));
      return listPage(rows, params, "/v1/checkout/sessions");
    },
  },
];

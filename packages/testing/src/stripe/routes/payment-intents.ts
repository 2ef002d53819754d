import type Stripe from "stripe";
import { readFeeAmount } from "../application-fees";
import { CONNECT_APPLICATION_ID } from "../connect";
import type { Engine } from "../engine";
import { cardError, invalidRequest, unauthorized } from "../errors";
import { present } from "../expand";
import { settleInvoice } from "../invoices";
import { LIST_PARAMS, listPage } from "../lists";
import { newPaymentIntent } from "../objects/payment-intent";
import { mergeMetadata } from "../params";
import { customerOf, resolvePaymentMethod } from "../payment-methods";
import {
  attemptPayment,
  failAuthentication,
  paymentMethodIdOf,
  renderPaymentIntent,
  succeedPayment,
} from "../payments";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst, type PaymentIntentRecord } from "../store";
import { requireCustomer } from "../subscriptions";

/** The least amount Stripe charges per currency (in minor units). */
const MINIMUM: Record<string, number> = { usd: 50, eur: 50, gbp: 30 };

/** With the publishable key a PaymentIntent is reached only with its client secret (as Stripe.js does). */
function intentFor(context: RouteContext): PaymentIntentRecord {
  const record = getOr404(context.engine.store.paymentIntents, "payment_intent", pathParam(context, "id"), "intent");
  if (context.auth === "publishable") {
    const secret = context.params.string("client_secret");
    if (!secret) throw unauthorized("This request needs the PaymentIntent's client_secret with a publishable key.");
    if (secret !== record.intent.client_secret) {
      throw invalidRequest(
        "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
        { param: "client_secret" },
      );
    }
  }
  return record;
}

/** Sets the payment method to charge; one attached to another customer is refused. */
function setPaymentMethod(engine: Engine, record: PaymentIntentRecord, id: string, param: string): void {
  const method = resolvePaymentMethod(engine, id, param);
  const owner = customerOf(method.method);
  const customer =
    typeof record.intent.customer === "string" ? record.intent.customer : (record.intent.customer?.id ?? null);
  if (owner && owner !== customer) {
    throw invalidRequest(
      `The provided PaymentMethod was previously attached to a different Customer (${owner}) and cannot be used with this PaymentIntent.`,
      { param },
    );
  }
  record.intent.payment_method = method.method.id;
}

/** A failed payment answers a 402 card error carrying the PaymentIntent, as Stripe does. */
function throwIfFailed(engine: Engine, record: PaymentIntentRecord): void {
  const error = record.intent.last_payment_error;
  if (record.intent.status !== "requires_payment_method" || !error) return;
  const methodId = paymentMethodIdOf(record.intent);
  const method = methodId ? engine.store.paymentMethods.get(methodId) : undefined;
  throw cardError({
    code: error.code ?? "card_declined",
    message: error.message ?? "Your card was declined.",
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
    ...(error.charge ? { charge: error.charge } : {}),
    paymentIntent: present(engine, renderPaymentIntent(record), []),
    ...(method ? { paymentMethod: present(engine, method.method, []) } : {}),
  });
}

/** Charges a PaymentIntent, or finishes one waiting for 3-D Secure (secret key: as authenticated). */
export function confirmIntent(
  context: RouteContext,
  record: PaymentIntentRecord,
  options: { offSession: boolean; errorOnRequiresAction: boolean },
): void {
  const { engine, params } = context;
  const intent = record.intent;
  if (["succeeded", "canceled", "processing"].includes(intent.status)) {
    throw invalidRequest(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
      { code: "payment_intent_unexpected_state" },
    );
  }
  const methodId = params.string("payment_method");
  if (methodId) setPaymentMethod(engine, record, methodId, "payment_method");
  if (!intent.payment_method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { code: "payment_intent_unexpected_state" },
    );
  }
  if (intent.status === "requires_action" && !methodId) {
    // the customer already saw the 3-D Secure step: the secret key counts it as done
    if (context.auth === "publishable") return;
    succeedPayment(engine, record);
  } else {
    attemptPayment(engine, record, { offSession: options.offSession || options.errorOnRequiresAction });
  }
  settleInvoice(engine, record);
  throwIfFailed(engine, record);
}

function create(context: RouteContext): Stripe.PaymentIntent {
  const { engine, params } = context;
  const amount = params.requireInteger("amount");
  const currency = params.requireString("currency").toLowerCase();
  if (amount < (MINIMUM[currency] ?? 1)) {
    throw invalidRequest(`Amount must be at least ${MINIMUM[currency] ?? 1} ${currency} minor units.`, {
      code: "amount_too_small",
      param: "amount",
    });
  }
  const customer = params.string("customer");
  if (customer) requireCustomer(engine.store, customer);
  const confirm = params.boolean("confirm") ?? false;
  const offSession = params.has("off_session") ? params.string("off_session") !== "false" : false;
  if (params.has("off_session") && !confirm) {
    throw invalidRequest("You may only specify `off_session` when `confirm` is true.", { param: "off_session" });
  }
  const automatic = params.object("automatic_payment_methods");
  automatic?.allow(["enabled", "allow_redirects"]);
  const intent = newPaymentIntent({
    amount,
    currency,
    customer: customer ?? null,
    paymentMethod: null,
    description: params.nullableString("description") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    setupFutureUsage: params.oneOf("setup_future_usage", ["on_session", "off_session"] as const) ?? null,
    automaticPaymentMethods: automatic
      ? {
          enabled: automatic.boolean("enabled") ?? true,
          ...(automatic.has("allow_redirects")
            ? { allow_redirects: automatic.oneOf("allow_redirects", ["always", "never"] as const) }
            : {}),
        }
      : null,
    paymentMethodTypes: params.strings("payment_method_types") ?? ["card"],
    receiptEmail: params.nullableString("receipt_email") ?? null,
    statementDescriptor: params.nullableString("statement_descriptor") ?? null,
    statementDescriptorSuffix: params.nullableString("statement_descriptor_suffix") ?? null,
    application: engine.account === null ? null : CONNECT_APPLICATION_ID,
    applicationFeeAmount:
      readFeeAmount(engine, params.integer("application_fee_amount"), amount, "application_fee_amount") ?? null,
  });
  const record: PaymentIntentRecord = { intent, invoice: null };
  const methodId = params.string("payment_method");
  if (methodId) {
    setPaymentMethod(engine, record, methodId, "payment_method");
    intent.status = "requires_confirmation";
  }
  engine.store.paymentIntents.set(intent.id, record);
  engine.log.emit({ type: "payment_intent.created", data: { object: renderPaymentIntent(record) } });
  if (confirm) {
    confirmIntent(context, record, {
      offSession,
      errorOnRequiresAction: params.boolean("error_on_requires_action") ?? false,
    });
  }
  return renderPaymentIntent(record);
}

function update(context: RouteContext): Stripe.PaymentIntent {
  const { engine, params } = context;
  const record = intentFor(context);
  const intent = record.intent;
  if (intent.status === "succeeded" || intent.status === "canceled") {
    throw invalidRequest(`This PaymentIntent's status is ${intent.status}; it cannot be updated.`, {
      code: "payment_intent_unexpected_state",
    });
  }
  intent.amount = params.integer("amount") ?? intent.amount;
  const fee = readFeeAmount(engine, params.integer("application_fee_amount"), intent.amount, "application_fee_amount");
  if (fee !== undefined) intent.application_fee_amount = fee;
  const description = params.nullableString("description");
  if (description !== undefined) intent.description = description;
  intent.metadata = mergeMetadata(intent.metadata, params.stringMap("metadata"));
  const customer = params.string("customer");
  if (customer) intent.customer = requireCustomer(engine.store, customer).id;
  const methodId = params.string("payment_method");
  if (methodId) {
    setPaymentMethod(engine, record, methodId, "payment_method");
    intent.status = "requires_confirmation";
  }
  return renderPaymentIntent(record);
}

export const paymentIntentRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/payment_intents",
    params: [
      "amount",
      "currency",
      "customer",
      "payment_method",
      "confirm",
      "off_session",
      "error_on_requires_action",
      "metadata",
      "description",
      "setup_future_usage",
      "automatic_payment_methods",
      "payment_method_types",
      "receipt_email",
      "statement_descriptor",
      "statement_descriptor_suffix",
      "return_url",
      "application_fee_amount",
      "expand",
    ],
    handle: create,
  },
  {
    method: "GET",
    path: "/v1/payment_intents/:id",
    params: ["expand", "client_secret", "key"],
    publishable: true,
    handle: (context) => renderPaymentIntent(intentFor(context)),
  },
  {
    method: "POST",
    path: "/v1/payment_intents/:id",
    params: ["amount", "description", "metadata", "customer", "payment_method", "application_fee_amount", "expand"],
    handle: update,
  },
  {
    method: "POST",
    path: "/v1/payment_intents/:id/confirm",
    params: [
      "payment_method",
      "off_session",
      "error_on_requires_action",
      "return_url",
      "client_secret",
      "key",
      "use_stripe_sdk",
      "expand",
    ],
    publishable: true,
    handle: (context) => {
      const record = intentFor(context);
      confirmIntent(context, record, {
        offSession: context.params.has("off_session") && context.params.string("off_session") !== "false",
        errorOnRequiresAction: context.params.boolean("error_on_requires_action") ?? false,
      });
      return renderPaymentIntent(record);
    },
  },
  {
    // the stand-in's own: the customer's answer to the 3-D Secure step ("complete" or "fail")
    method: "POST",
    path: "/v1/payment_intents/:id/authenticate",
    params: ["outcome", "client_secret", "key", "expand"],
    publishable: true,
    handle: (context) => {
      const { engine, params } = context;
      const record = intentFor(context);
      const outcome = params.oneOf("outcome", ["complete", "fail"] as const) ?? "complete";
      if (record.intent.status !== "requires_action") {
        throw invalidRequest(
          `This PaymentIntent is not waiting for authentication (its status is ${record.intent.status}).`,
          { code: "payment_intent_unexpected_state" },
        );
      }
      if (outcome === "complete") succeedPayment(engine, record);
      else failAuthentication(engine, record);
      settleInvoice(engine, record);
      return renderPaymentIntent(record);
    },
  },
  {
    method: "POST",
    path: "/v1/payment_intents/:id/cancel",
    params: ["cancellation_reason", "expand"],
    handle: (context) => {
      const record = intentFor(context);
      const intent = record.intent;
      if (intent.status === "succeeded" || intent.status === "canceled") {
        throw invalidRequest(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
          code: "payment_intent_unexpected_state",
        });
      }
      if (record.invoice) {
        throw invalidRequest("You cannot cancel a PaymentIntent created by an invoice; void the invoice instead.", {
          code: "payment_intent_unexpected_state",
        });
      }
      intent.status = "canceled";
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason =
        context.params.oneOf("cancellation_reason", [
          "duplicate",
          "fraudulent",
          "requested_by_customer",
          "abandoned",
        ] as const) ?? null;
      intent.next_action = null;
      context.engine.log.emit({ type: "payment_intent.canceled", data: { object: renderPaymentIntent(record) } });
      return renderPaymentIntent(record);
    },
  },
  {
    method: "GET",
    path: "/v1/payment_intents",
    params: [...LIST_PARAMS, "customer"],
    handle: ({ engine, params }) => {
      const customer = params.string("customer");
      const rows = newestFirst(engine.store.paymentIntents.values())
        .map(renderPaymentIntent)
        .filter((intent) => customer === undefined || intent.customer === customer);
      return listPage(rows, params, "/v1/payment_intents");
    },
  },
];

import type Stripe from "stripe";
import { previousAttributes } from "../diff";
import { invalidRequest } from "../errors";
import { LIST_PARAMS, listPage } from "../lists";
import { readAddress } from "../objects/address";
import { emptyBillingDetails } from "../objects/payment-method";
import { mergeMetadata, type Params } from "../params";
import { attachPaymentMethod, createCardPaymentMethod, customerOf, resolvePaymentMethod } from "../payment-methods";
import { pathParam, type Route, type RouteContext } from "../router";
import { getOr404, newestFirst } from "../store";
import { requireCustomer } from "../subscriptions";

/** billing_details[...]: the sent fields replace the current ones. */
export function readBillingDetails(
  params: Params,
  current: Stripe.PaymentMethod.BillingDetails = emptyBillingDetails(),
): Stripe.PaymentMethod.BillingDetails {
  const details = params.object("billing_details");
  if (!details) return current;
  details.allow(["address", "email", "name", "phone", "tax_id"]);
  const text = (key: string, value: string | null) => {
    const sent = details.nullableString(key);
    return sent === undefined ? value : sent;
  };
  const address = readAddress(details, "address", current.address);
  return {
    address: address === undefined ? current.address : address,
    email: text("email", current.email),
    name: text("name", current.name),
    phone: text("phone", current.phone),
    tax_id: text("tax_id", current.tax_id),
  };
}

function twoOrFourDigitYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function createPaymentMethod(context: RouteContext): Stripe.PaymentMethod {
  const { params, engine } = context;
  const type = params.requireString("type");
  if (type !== "card") {
    throw invalidRequest(`The stand-in only supports payment methods of type card, not ${type}.`, { param: "type" });
  }
  const card = params.object("card");
  if (!card) throw invalidRequest("Missing required param: card.", { code: "parameter_missing", param: "card" });
  card.allow(["number", "exp_month", "exp_year", "cvc", "networks"]);
  const record = createCardPaymentMethod(
    engine,
    {
      number: card.requireString("number").replace(/\s+/g, ""),
      expMonth: card.requireInteger("exp_month"),
      expYear: twoOrFourDigitYear(card.requireInteger("exp_year")),
      cvc: card.string("cvc"),
    },
    readBillingDetails(params),
    mergeMetadata({}, params.stringMap("metadata")),
  );
  return record.method;
}

function updatePaymentMethod(context: RouteContext): Stripe.PaymentMethod {
  const { params, engine } = context;
  const record = getOr404(engine.store.paymentMethods, "PaymentMethod", pathParam(context, "id"));
  const method = record.method;
  method.billing_details = readBillingDetails(params, method.billing_details);
  method.metadata = mergeMetadata(method.metadata ?? {}, params.stringMap("metadata"));
  const card = params.object("card");
  if (card && method.card) {
    card.allow(["exp_month", "exp_year", "networks"]);
    method.card.exp_month = card.integer("exp_month") ?? method.card.exp_month;
    const year = card.integer("exp_year");
    if (year !== undefined) method.card.exp_year = twoOrFourDigitYear(year);
  }
  return method;
}

function detachPaymentMethod(context: RouteContext): Stripe.PaymentMethod {
  const { engine } = context;
  const record = getOr404(engine.store.paymentMethods, "PaymentMethod", pathParam(context, "id"));
  const owner = customerOf(record.method);
  if (!owner) {
    throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.", {
      code: "payment_method_unexpected_state",
    });
  }
  const customer = engine.store.customers.get(owner);
  const current = customer?.invoice_settings.default_payment_method;
  if (customer && (current === record.method.id || (typeof current === "object" && current?.id === record.method.id))) {
    const before = structuredClone(customer);
    customer.invoice_settings.default_payment_method = null;
    engine.log.emit({
      type: "customer.updated",
      data: { object: structuredClone(customer), previous_attributes: previousAttributes(before, customer) },
    });
  }
  record.method.customer = null;
  engine.log.emit({
    type: "payment_method.detached",
    data: { object: structuredClone(record.method), previous_attributes: { customer: owner } },
  });
  return record.method;
}

export const paymentMethodRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/payment_methods",
    params: [
      "type",
      "card",
      "billing_details",
      "metadata",
      "expand",
      "key",
      "payment_user_agent",
      "time_on_page",
      "allow_redisplay",
    ],
    publishable: true,
    handle: createPaymentMethod,
  },
  {
    method: "GET",
    path: "/v1/payment_methods/:id",
    params: ["expand"],
    handle: (context) =>
      getOr404(context.engine.store.paymentMethods, "PaymentMethod", pathParam(context, "id")).method,
  },
  {
    method: "POST",
    path: "/v1/payment_methods/:id",
    params: ["billing_details", "metadata", "card", "expand", "allow_redisplay"],
    handle: updatePaymentMethod,
  },
  {
    method: "POST",
    path: "/v1/payment_methods/:id/attach",
    params: ["customer", "expand"],
    handle: (context) => {
      const { engine, params } = context;
      const customer = requireCustomer(engine.store, params.requireString("customer"));
      const record = resolvePaymentMethod(engine, pathParam(context, "id"), "payment_method");
      attachPaymentMethod(engine, record, customer.id);
      return record.method;
    },
  },
  { method: "POST", path: "/v1/payment_methods/:id/detach", params: ["expand"], handle: detachPaymentMethod },
  {
    method: "GET",
    path: "/v1/payment_methods",
    params: [...LIST_PARAMS, "customer", "type"],
    handle: ({ engine, params }) => {
      const customer = params.string("customer");
      if (customer) requireCustomer(engine.store, customer);
      const type = params.string("type");
      const rows = newestFirst(engine.store.paymentMethods.values())
        .map((record) => record.method)
        .filter(
          (method) =>
            (customer === undefined || customerOf(method) === customer) && (type === undefined || method.type === type),
        );
      return listPage(rows, params, "/v1/payment_methods");
    },
  },
];

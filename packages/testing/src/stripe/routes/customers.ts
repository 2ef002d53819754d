import type Stripe from "stripe";
import { previousAttributes } from "../diff";
import { invalidRequest } from "../errors";
import { LIST_PARAMS, listPage } from "../lists";
import { readAddress } from "../objects/address";
import { deletedCustomer, newCustomer } from "../objects/customer";
import { mergeMetadata } from "../params";
import { attachPaymentMethod, customerOf, resolvePaymentMethod } from "../payment-methods";
import { pathParam, type Route, type RouteContext } from "../router";
import { newestFirst } from "../store";
import { endSubscription, requireCustomer } from "../subscriptions";

const FIELDS = ["email", "name", "phone", "description", "address", "metadata", "invoice_settings", "expand"] as const;

/** invoice_settings[default_payment_method]: must be attached to the customer; "" unsets it. */
function readDefaultMethod(context: RouteContext, customerId: string): string | null | undefined {
  const settings = context.params.object("invoice_settings");
  if (!settings) return undefined;
  settings.allow(["default_payment_method", "custom_fields", "footer", "rendering_options"]);
  const id = settings.nullableString("default_payment_method");
  if (!id) return id;
  const method = context.engine.store.paymentMethods.get(id);
  if (!method || customerOf(method.method) !== customerId) {
    throw invalidRequest(
      `No such PaymentMethod: '${id}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
      { code: "resource_missing", param: "invoice_settings[default_payment_method]" },
    );
  }
  return id;
}

function createCustomer(context: RouteContext): Stripe.Customer {
  const { params, engine } = context;
  const customer = newCustomer({
    email: params.nullableString("email") ?? null,
    name: params.nullableString("name") ?? null,
    phone: params.nullableString("phone") ?? null,
    description: params.nullableString("description") ?? null,
    address: readAddress(params, "address") ?? null,
    metadata: mergeMetadata({}, params.stringMap("metadata")),
    defaultPaymentMethod: null,
  });
  const methodId = params.string("payment_method");
  const method = methodId ? resolvePaymentMethod(engine, methodId, "payment_method") : undefined;
  engine.store.customers.set(customer.id, customer);
  engine.log.emit({ type: "customer.created", data: { object: structuredClone(customer) } });
  if (method) attachPaymentMethod(engine, method, customer.id);
  const defaultMethod = readDefaultMethod(context, customer.id);
  if (defaultMethod) {
    const before = structuredClone(customer);
    customer.invoice_settings.default_payment_method = defaultMethod;
    engine.log.emit({
      type: "customer.updated",
      data: { object: structuredClone(customer), previous_attributes: previousAttributes(before, customer) },
    });
  }
  return customer;
}

function updateCustomer(context: RouteContext): Stripe.Customer {
  const { params, engine } = context;
  const customer = requireCustomer(engine.store, pathParam(context, "id"), "id");
  const before = structuredClone(customer);
  const text = (key: string, current: string | null | undefined) => {
    const value = params.nullableString(key);
    return value === undefined ? (current ?? null) : value;
  };
  customer.email = text("email", customer.email);
  customer.name = text("name", customer.name);
  customer.phone = text("phone", customer.phone);
  customer.description = text("description", customer.description);
  const address = readAddress(params, "address", customer.address ?? null);
  if (address !== undefined) customer.address = address;
  customer.metadata = mergeMetadata(customer.metadata, params.stringMap("metadata"));
  const defaultMethod = readDefaultMethod(context, customer.id);
  if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod;
  const previous = previousAttributes(before, customer);
  if (Object.keys(previous).length) {
    engine.log.emit({
      type: "customer.updated",
      data: { object: structuredClone(customer), previous_attributes: previous },
    });
  }
  return customer;
}

function deleteCustomer(context: RouteContext): Stripe.DeletedCustomer {
  const { engine } = context;
  const customer = requireCustomer(engine.store, pathParam(context, "id"), "id");
  for (const subscription of engine.store.subscriptions.values()) {
    const live = subscription.status !== "canceled" && subscription.status !== "incomplete_expired";
    if (subscription.customer === customer.id && live) endSubscription(engine, subscription, {});
  }
  engine.store.deletedCustomers.add(customer.id);
  engine.log.emit({ type: "customer.deleted", data: { object: structuredClone(customer) } });
  return deletedCustomer(customer.id);
}

export const customerRoutes: Route[] = [
  { method: "POST", path: "/v1/customers", params: [...FIELDS, "payment_method"], handle: createCustomer },
  {
    method: "GET",
    path: "/v1/customers/:id",
    params: ["expand"],
    handle: (context) => {
      const id = pathParam(context, "id");
      if (context.engine.store.deletedCustomers.has(id)) return deletedCustomer(id);
      return requireCustomer(context.engine.store, id, "id");
    },
  },
  { method: "POST", path: "/v1/customers/:id", params: FIELDS, handle: updateCustomer },
  { method: "DELETE", path: "/v1/customers/:id", params: [], handle: deleteCustomer },
  {
    method: "GET",
    path: "/v1/customers",
    params: [...LIST_PARAMS, "email"],
    handle: ({ engine, params }) => {
      const email = params.string("email");
      const rows = newestFirst(engine.store.customers.values()).filter(
        (customer) =>
          !engine.store.deletedCustomers.has(customer.id) && (email === undefined || customer.email === email),
      );
      return listPage(rows, params, "/v1/customers");
    },
  },
  {
    method: "GET",
    path: "/v1/customers/:id/payment_methods",
    params: [...LIST_PARAMS, "type"],
    handle: (context) => {
      const customer = requireCustomer(context.engine.store, pathParam(context, "id"), "customer");
      const type = context.params.string("type");
      const rows = newestFirst(context.engine.store.paymentMethods.values())
        .map((record) => record.method)
        .filter((method) => customerOf(method) === customer.id && (type === undefined || method.type === type));
      return listPage(rows, context.params, `/v1/customers/${customer.id}/payment_methods`);
    },
  },
];

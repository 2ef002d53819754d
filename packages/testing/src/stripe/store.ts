import type Stripe from "stripe";
import { missingResource } from "./errors";

/** A card payment method and the full card number the stand-in decides its behaviour by. */
export interface PaymentMethodRecord {
  method: Stripe.PaymentMethod;
  number: string;
}

export interface SubscriptionItemRecord {
  id: string;
  price: string;
  quantity: number;
  created: number;
  metadata: Record<string, string>;
  /** the item's own tax rates (null: the subscription's default_tax_rates apply) */
  taxRates: string[] | null;
  periodStart: number;
  periodEnd: number;
}

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  currency: string;
  status: Stripe.Subscription.Status;
  items: SubscriptionItemRecord[];
  defaultPaymentMethod: string | null;
  defaultTaxRates: string[];
  /** Discount ids (di_...) */
  discounts: string[];
  metadata: Record<string, string>;
  description: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellation: Stripe.Subscription.CancellationDetails | null;
  latestInvoice: string | null;
  billingCycleAnchor: number;
  /** the Connect application that created it on a connected account (null: the account's own) */
  application: string | null;
  /** the share of each paid invoice that goes to the platform (connected accounts only) */
  applicationFeePercent: number | null;
  /** its customer.subscription.created event is out: later changes send customer.subscription.updated */
  announced: boolean;
}

export interface InvoiceRecord {
  /** without the fields Stripe only answers when expanded (payments, confirmation_secret) */
  invoice: Stripe.Invoice;
  paymentIntent: string | null;
  payment: Stripe.InvoicePayment | null;
}

export interface PaymentIntentRecord {
  intent: Stripe.PaymentIntent;
  /** the invoice this PaymentIntent pays */
  invoice: string | null;
}

export interface CheckoutLineRecord {
  id: string;
  price: string;
  quantity: number;
}

export interface CheckoutSessionRecord {
  /** without line_items (answered only when expanded, see expand.ts) */
  session: Stripe.Checkout.Session;
  lines: CheckoutLineRecord[];
  /** payment_intent_data[application_fee_amount] */
  applicationFeeAmount: number | null;
  /** subscription_data[application_fee_percent] */
  applicationFeePercent: number | null;
  subscriptionData: { metadata: Record<string, string>; description: string | null };
  paymentIntentData: {
    metadata: Record<string, string>;
    description: string | null;
    setupFutureUsage: Stripe.PaymentIntent.SetupFutureUsage | null;
  };
}

/**
 * Everything one account holds (the platform, or one connected account), in memory. Maps keep
 * creation order.
 */
export interface Store {
  /** the stand-in's base URL (hosted pages) */
  url: string;
  customers: Map<string, Stripe.Customer>;
  deletedCustomers: Set<string>;
  paymentMethods: Map<string, PaymentMethodRecord>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  taxRates: Map<string, Stripe.TaxRate>;
  coupons: Map<string, Stripe.Coupon>;
  promotionCodes: Map<string, Stripe.PromotionCode>;
  discounts: Map<string, Stripe.Discount>;
  subscriptions: Map<string, SubscriptionRecord>;
  invoices: Map<string, InvoiceRecord>;
  paymentIntents: Map<string, PaymentIntentRecord>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
}

export function createStore(url: string): Store {
  return {
    url,
    customers: new Map(),
    deletedCustomers: new Set(),
    paymentMethods: new Map(),
    products: new Map(),
    prices: new Map(),
    taxRates: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    discounts: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentIntents: new Map(),
    setupIntents: new Map(),
    checkoutSessions: new Map(),
  };
}

/** An entry of a map, or Stripe's 404 `No such <kind>: '<id>'`. */
export function getOr404<T>(map: Map<string, T>, kind: string, id: string, param = "id"): T {
  const found = map.get(id);
  if (found === undefined) throw missingResource(kind, id, param);
  return found;
}

/** The newest first, as Stripe lists. */
export function newestFirst<T>(values: Iterable<T>): T[] {
  return [...values].reverse();
}

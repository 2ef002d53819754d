/**
 * The client portal's billing procedures (router `orgBilling`, a signed-in client of the host's
 * agency whose org allows billing): the billing overview, the saved card, credit purchases and the
 * agency's plans through Checkout (agency-shell-dashboards.md sections 2, 5 and 7 "Client
 * billing"). Every amount is in integer minor units of the agency's account currency.
 */
import { z } from "zod";
import { ZCurrency } from "../billing/currency-profile";
import { ZAgencyPlan } from "./agency-plans";
import { ORG_BILLING_MESSAGES } from "./agency-billing-messages";
import { isValidCreditPurchase } from "./org-billing-ranges";

/** The org's saved card (never its number): brand, last 4 digits and expiry. */
export const ZOrgPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TOrgPaymentMethod = z.infer<typeof ZOrgPaymentMethod>;

/** One of the org's invoices on the agency's account (the billing dialog shows the 4 newest). */
export const ZOrgInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amountPaid: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string().nullable(),
  /** unix seconds */
  created: z.number().int(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type TOrgInvoice = z.infer<typeof ZOrgInvoice>;

/** The org's plan subscription as stored on the org ({status, id, priceId}) with the plan's name. */
export const ZOrgSubscription = z.object({
  status: z.string(),
  id: z.string(),
  priceId: z.string().nullable(),
  planName: z.string().nullable(),
});
export type TOrgSubscription = z.infer<typeof ZOrgSubscription>;

/** The org's billing when the client may use it. */
export const ZOrgBillingDetails = z.object({
  available: z.literal(true),
  currency: ZCurrency,
  /** the final per-credit price in micro-dollars and the currency's rate: the widget prices a purchase (never shown per credit) */
  microUsdPerCredit: z.number().int().positive(),
  exchangeRate: z.number().positive(),
  /** the org's balance */
  credits: z.number(),
  paymentMethod: ZOrgPaymentMethod.nullable(),
  billingDetails: z.object({ name: z.string(), email: z.string() }).nullable(),
  invoices: z.array(ZOrgInvoice).max(4),
  subscription: ZOrgSubscription.nullable(),
  /** the agency lets clients buy credits (its Auto Billing) */
  allowCreditPurchases: z.boolean(),
  /** the agency lets clients subscribe to its plans; `plans` are those it saved in Stripe, priced */
  allowPlans: z.boolean(),
  plans: z.array(ZAgencyPlan),
  /** what the browser's Stripe.js needs: the platform's publishable key, its script and the agency's account */
  stripe: z.object({ publishableKey: z.string(), jsUrl: z.string(), accountId: z.string() }),
});
export type TOrgBillingDetails = z.infer<typeof ZOrgBillingDetails>;

/**
 * The Billing page's data: the org's billing, or `available: false` when the client may not use
 * it (the org does not allow billing, the client lacks the page, the agency's payments are not
 * connected, or this installation takes no payments).
 */
export const ZOrgBillingOverview = z.discriminatedUnion("available", [
  z.object({ available: z.literal(false) }),
  ZOrgBillingDetails,
]);
export type TOrgBillingOverview = z.infer<typeof ZOrgBillingOverview>;

/** A PaymentMethod the browser made with Stripe.js on the agency's account. */
export const ZSaveOrgPaymentMethodInput = z.object({
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,250}$/, "Invalid payment method"),
});
export const ZSaveOrgPaymentMethodOutput = z.object({ customerId: z.string(), paymentMethod: ZOrgPaymentMethod });

export const ZBuyOrgCreditsInput = z.object({
  credits: z.number().int().refine(isValidCreditPurchase, ORG_BILLING_MESSAGES.invalidCredits),
  /** one per purchase the client starts (the widget's): a repeated request never charges twice */
  requestId: z.uuid(),
});

export const ZConfirmOrgPurchaseInput = z.object({
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]{1,250}$/, "Invalid payment"),
});

/** A purchase's state: paid and granted, or waiting for the card's authentication (confirmCardPayment). */
export const ZOrgPurchaseOutput = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
  requiresAction: z.boolean(),
  clientSecret: z.string().nullable(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: ZCurrency,
  /** the org's balance after the call */
  balance: z.number(),
});
export type TOrgPurchaseOutput = z.infer<typeof ZOrgPurchaseOutput>;

export const ZCreateSubscriptionSessionInput = z.object({ priceId: z.string().min(1).max(255) });
export const ZCreateSubscriptionSessionOutput = z.object({ sessionUrl: z.url(), redirect: z.boolean() });

export const ZCancelOrgSubscriptionOutput = z.object({ subscription: ZOrgSubscription.nullable() });

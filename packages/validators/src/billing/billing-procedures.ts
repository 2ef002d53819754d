/** The billing procedures' contracts (workspace-billing.md section 7's calls, as tRPC procedures). */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";
import { BILLING_MESSAGES } from "./billing-messages";
import { ZCurrency, ZCurrencyProfile } from "./currency-profile";
import { AUTO_RECHARGE, ZAddonId, ZCancelReason, ZPlanId } from "./plan-catalogue";

export const SUBSCRIPTION_STATUSES = [
  "active",
  "canceled",
  "trialing",
  "past_due",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;

/** The name and address saved with a card (what the payment form starts from when the card is replaced). */
export const ZSavedBillingAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type TSavedBillingAddress = z.infer<typeof ZSavedBillingAddress>;

export const ZPaymentMethodSummary = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  billingAddress: ZSavedBillingAddress,
});
export type TPaymentMethodSummary = z.infer<typeof ZPaymentMethodSummary>;

export const ZCurrentPlan = z.object({
  name: ZPlanId,
  label: z.string(),
  /** the subscription's status, or "free" */
  status: z.string(),
  /** the next billing date (end of the current period) */
  renewalDate: z.date().nullable(),
  /** credits used this month and used + balance */
  credits: z.object({ used: z.number(), total: z.number() }),
  cancels: z.boolean(),
  /** epoch seconds */
  cancelsAt: z.number().nullable(),
  /** the credit balance in USD (credits x 0.001) */
  usdBalance: z.number(),
});
export type TCurrentPlan = z.infer<typeof ZCurrentPlan>;

export const ZAddonQuantity = z.object({ addonKey: ZAddonId, hasAddon: z.boolean(), quantity: z.number().int() });

export const ZBillingOverview = z.object({
  /** false when this installation has no Stripe keys: the page says payments are not configured */
  configured: z.boolean(),
  /** Stripe Elements for the payment form: set when a publishable key is configured */
  stripeJs: z.object({ publishableKey: z.string(), jsUrl: z.string() }).nullable(),
  email: z.string(),
  profile: ZCurrencyProfile,
  plan: ZCurrentPlan,
  /** the credit balance (exact decimal as text) */
  balanceCredits: z.string(),
  /** usage this month in USD (credits used x 0.001), 4 decimals */
  costThisMonthUsd: z.number(),
  autoRecharge: z.object({
    enabled: z.boolean(),
    threshold: z.number().int(),
    /** whole units of the workspace's currency */
    amount: z.number().int(),
    /** whole units of the workspace's currency; 0 = no limit */
    monthlyChargeLimit: z.number().int(),
    /** minor units charged by automatic recharge this calendar month */
    chargedThisMonth: z.number().int(),
  }),
  hasSubscription: z.boolean(),
  addons: z.array(ZAddonQuantity),
  paymentMethod: ZPaymentMethodSummary.nullable(),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

export const ZGetUserDataOutput = z.object({
  customer: z.object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() }).nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      cancel_at_period_end: z.boolean(),
      cancel_at: z.number().nullable(),
      current_period_end: z.number().nullable(),
    }),
  ),
  paymentMethod: ZPaymentMethodSummary.nullable(),
  internalKeyRef: z.string(),
  currency: ZCurrency,
  subscriptionItems: z.array(
    z.object({ id: z.string(), priceId: z.string(), key: z.string(), quantity: z.number().int() }),
  ),
});

export const ZBillingAddress = z.object({
  line1: z.string().trim().min(1, BILLING_MESSAGES.addressIncomplete).max(200),
  line2: z.string().trim().max(200).default(""),
  city: z.string().trim().min(1, BILLING_MESSAGES.addressIncomplete).max(100),
  state: z.string().trim().max(100).default(""),
  postal_code: z.string().trim().min(1, BILLING_MESSAGES.addressIncomplete).max(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, BILLING_MESSAGES.addressIncomplete)
    .transform((value) => value.toUpperCase()),
});

export const ZUpsertPaymentMethodInput = ZWorkspaceScopeInput.extend({
  paymentMethodId: z.string().min(3).max(255),
  email: z.string().email(),
  name: z.string().trim().min(1, BILLING_MESSAGES.addressIncomplete).max(200),
  phone: z.string().trim().max(40).default(""),
  address: ZBillingAddress,
  isNewPaymentMethod: z.boolean(),
  stripeAccountId: z.string().max(255).optional(),
});

export const ZCreateSubscriptionInput = ZWorkspaceScopeInput.extend({
  planId: ZPlanId,
  addonsToShow: z.array(z.object({ addonId: ZAddonId, quantity: z.number().int().min(0).max(10) })).default([]),
  discountCode: z.string().trim().max(100).optional(),
});

export const ZPaymentResult = z.object({
  /** the PaymentIntent's status (succeeded, requires_action, ...), or "paid" for a zero total */
  status: z.string(),
  requiresAction: z.boolean(),
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
});

export const ZCreateSubscriptionOutput = ZPaymentResult.extend({
  transactionId: z.string().nullable(),
  /** minor units */
  amountPaid: z.number().int(),
  tax: z.object({ currency: ZCurrency, amount: z.number().int() }),
  subscriptionId: z.string(),
});

export const ZConfirmSubscriptionPaymentInput = ZWorkspaceScopeInput.extend({
  paymentIntentId: z.string().min(3).max(255),
  subscriptionId: z.string().min(3).max(255),
});

export const ZTopUpUsdInput = ZWorkspaceScopeInput.extend({
  /** the USD equivalent of what the person typed in their currency */
  amount: z.number().positive().max(100_000),
  currency: ZCurrency,
});
export const ZTopUpOutput = ZPaymentResult.extend({ credits: z.number().int() });

export const ZConfirmTopUpInput = ZWorkspaceScopeInput.extend({ paymentIntentId: z.string().min(3).max(255) });

export const ZCheckAddonStatusInput = ZWorkspaceScopeInput.extend({ addonKeys: z.array(ZAddonId).max(10) });
export const ZCheckAddonStatusOutput = z.object({ hasSubscription: z.boolean(), addons: z.array(ZAddonQuantity) });

export const ZAddAddonInput = ZWorkspaceScopeInput.extend({
  addons: z
    .array(
      z.object({
        addonId: ZAddonId,
        name: z.string().max(100),
        price: z.number(),
        quantity: z.number().int().min(0).max(10),
        incrementalQuantity: z.number().int().min(-10).max(10),
        currency: ZCurrency,
      }),
    )
    .min(1)
    .max(10),
});
export const ZRemoveAddonInput = ZWorkspaceScopeInput.extend({ addonKeys: z.array(ZAddonId).min(1).max(10) });

export const ZCancelSubscriptionInput = ZWorkspaceScopeInput.extend({
  reason: ZCancelReason,
  details: z.string().trim().max(1000).default(""),
}).refine((value) => value.reason !== "Other" || value.details.length > 0, {
  message: BILLING_MESSAGES.cancelOtherRequired,
  path: ["details"],
});

export const ZCheckDiscountCodeInput = ZWorkspaceScopeInput.extend({
  discountCode: z.string().trim().min(1, BILLING_MESSAGES.discountEmpty).max(100),
});

export const ZChangeAutoBillingInput = ZWorkspaceScopeInput.extend({
  autoBilling: z.boolean(),
  threshold: z.number().int().min(AUTO_RECHARGE.threshold.min).max(AUTO_RECHARGE.threshold.max),
  amount: z.number().int().min(AUTO_RECHARGE.amount.min).max(AUTO_RECHARGE.amount.max),
  monthlyChargeLimit: z
    .number()
    .int()
    .min(AUTO_RECHARGE.monthlyChargeLimit.min)
    .max(AUTO_RECHARGE.monthlyChargeLimit.max),
});

export const ZSetBillingCountryInput = ZWorkspaceScopeInput.extend({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Please choose a country.")
    .transform((value) => value.toUpperCase()),
});

export const ZInvoiceSummary = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.number(),
  hosted_invoice_url: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
});

export const ZSuccessOutput = z.object({ success: z.boolean(), message: z.string() });

export type TUpsertPaymentMethodInput = z.infer<typeof ZUpsertPaymentMethodInput>;
export type TCreateSubscriptionInput = z.infer<typeof ZCreateSubscriptionInput>;
export type TCreateSubscriptionOutput = z.infer<typeof ZCreateSubscriptionOutput>;
export type TPaymentResult = z.infer<typeof ZPaymentResult>;
export type TTopUpOutput = z.infer<typeof ZTopUpOutput>;
export type TCheckAddonStatusOutput = z.infer<typeof ZCheckAddonStatusOutput>;
export type TAddAddonInput = z.infer<typeof ZAddAddonInput>;
export type TCancelSubscriptionInput = z.infer<typeof ZCancelSubscriptionInput>;
export type TChangeAutoBillingInput = z.infer<typeof ZChangeAutoBillingInput>;
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export type TGetUserDataOutput = z.infer<typeof ZGetUserDataOutput>;

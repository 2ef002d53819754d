/**
 * The SAAS Mode tab's card-payment procedures (router `agencyBilling`, owner only): the connected
 * account, its onboarding link, the pricing and the plans (agency-shell-dashboards.md section 7
 * "Card-payment connection and plans").
 */
import { z } from "zod";
import { EU_COUNTRY_CODES, ZCurrency } from "../billing/currency-profile";
import { ZWorkspaceScopeInput } from "../workspace";
import { AGENCY_BILLING_MESSAGES } from "./agency-billing-messages";
import { MAX_USD_PER_CREDIT_EXTRA, microUsdOf } from "./connect-pricing";
import { ZAgencyPlan, ZAgencyPlanDrafts } from "./agency-plans";
import { ZAgencyAutoBilling } from "./auto-billing";

/** Where agencies can be paid out (workspace-billing.md section 9): US, GB, NZ, AU and the EU. */
export const PAYOUT_COUNTRIES = ["US", "GB", "AU", "NZ", ...EU_COUNTRY_CODES] as const;
export const ZPayoutCountry = z.enum(PAYOUT_COUNTRIES, { error: "Choose the country of your payouts" });
export type TPayoutCountry = z.infer<typeof ZPayoutCountry>;

/** The extra per credit as typed ("0.003"): a number of at most 6 decimals, 0 to 1 USD. */
export const zUsdPerCreditExtra = z
  .string({ error: AGENCY_BILLING_MESSAGES.invalidNumber })
  .trim()
  .refine((text) => {
    const micro = microUsdOf(text);
    return micro !== null && micro <= (microUsdOf(MAX_USD_PER_CREDIT_EXTRA) ?? 0);
  }, AGENCY_BILLING_MESSAGES.invalidNumber);

export const ZAgencyBillingState = z.object({
  /** this installation takes payments (STRIPE_SECRET_KEY) */
  configured: z.boolean(),
  /** step 1: the connected account exists */
  accountId: z.string().nullable(),
  country: z.string().nullable(),
  currency: ZCurrency,
  email: z.string(),
  /** step 2: Stripe's onboarding is finished and the account may take charges */
  isConnected: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** step 3 */
  usdPerCreditExtra: z.string(),
  billingSaved: z.boolean(),
  allowPlans: z.boolean(),
  /** the final per-credit price (platform + extra), micro-dollars, and the currency's rate per USD */
  microUsdPerCredit: z.number().int(),
  exchangeRate: z.number(),
  /** step 4: the stored plans, or the defaults priced until the first save */
  plans: z.array(ZAgencyPlan),
  plansSaved: z.boolean(),
  /** the Auto Billing tab's switches */
  autoBilling: ZAgencyAutoBilling,
});
export type TAgencyBillingState = z.infer<typeof ZAgencyBillingState>;

export const ZCreateConnectedAccountInput = ZWorkspaceScopeInput.extend({
  country: ZPayoutCountry,
  email: z.email("Please enter a valid email").max(254),
});

export const ZAccountLinkOutput = z.object({ redirectUrl: z.url() });

export const ZSaveBillingSettingsInput = ZWorkspaceScopeInput.extend({
  usdPerCreditExtra: zUsdPerCreditExtra,
  allowPlans: z.boolean(),
});

export const ZUpsertAgencyPlansInput = ZWorkspaceScopeInput.extend({
  agencyAccountId: z.string().min(1).max(255),
  plans: ZAgencyPlanDrafts,
});

export const ZUpsertAgencyPlansOutput = z.object({
  success: z.boolean(),
  updatedPlans: z.array(ZAgencyPlan),
});

/** A plan as Stripe holds it (assemblePreBuiltPlansFromStripe): the stored plan and its live prices. */
export const ZStripePlan = ZAgencyPlan.extend({
  stripePrices: z.array(
    z.object({ id: z.string(), unitAmount: z.number().int(), currency: z.string(), active: z.boolean() }),
  ),
});
export const ZStripePlansOutput = z.object({ plans: z.array(ZStripePlan) });

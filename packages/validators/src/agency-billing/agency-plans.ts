/**
 * The agency's client plans (agency-shell-dashboards.md sections 3 "Agency plan", 5 and 9): name,
 * credits, up to 5 features, popular; the price is never typed, it is credits x the final
 * per-credit price in the connected account's currency (integer minor units).
 */
import { z } from "zod";
import { ZCurrency } from "../billing/currency-profile";
import { AGENCY_BILLING_MESSAGES } from "./agency-billing-messages";

export const AGENCY_PLAN_MAX_FEATURES = 5;
export const AGENCY_PLAN_MAX_COUNT = 4;
export const AGENCY_PLAN_CREDITS = { min: 1000, max: 1_000_000 } as const;

export const DEFAULT_AGENCY_PLANS = [
  {
    name: "Basic Plan",
    credits: 5000,
    features: ["Custom Channels", "Real-Time Analytics", "Voice Channels"],
    isPopular: false,
  },
  {
    name: "Premium Plan",
    credits: 15_000,
    features: ["Custom Channels", "Real-Time Analytics", "Voice Channels", "Priority Support"],
    isPopular: true,
  },
] as const;

const zFeatures = z
  .array(z.string().max(120))
  .min(1, AGENCY_BILLING_MESSAGES.featureWithText)
  .max(AGENCY_PLAN_MAX_FEATURES, AGENCY_BILLING_MESSAGES.maxFeatures)
  .refine((features) => features.every((feature) => feature.trim().length > 0), AGENCY_BILLING_MESSAGES.featureWithText)
  .transform((features) => features.map((feature) => feature.trim()));

/** A plan as the SAAS Mode tab sends it: the ids are those the server answered last (null for a new plan). */
export const ZAgencyPlanDraft = z.object({
  name: z.string().trim().min(1, "Please enter a plan name").max(60),
  credits: z
    .number({ error: "Please enter a valid number" })
    .int("Please enter a whole number of credits")
    .min(AGENCY_PLAN_CREDITS.min, `A plan gives at least ${AGENCY_PLAN_CREDITS.min.toLocaleString("en-US")} credits`)
    .max(AGENCY_PLAN_CREDITS.max, `A plan gives at most ${AGENCY_PLAN_CREDITS.max.toLocaleString("en-US")} credits`),
  features: zFeatures,
  isPopular: z.boolean(),
  productId: z.string().max(255).nullable(),
  priceId: z.string().max(255).nullable(),
});
export type TAgencyPlanDraft = z.infer<typeof ZAgencyPlanDraft>;

/** A stored plan: the draft with its price (minor units of `currency`, per month). */
export const ZAgencyPlan = z.object({
  name: z.string(),
  credits: z.number().int(),
  features: z.array(z.string()),
  isPopular: z.boolean(),
  productId: z.string().nullable(),
  priceId: z.string().nullable(),
  price: z.number().int().nonnegative(),
  currency: ZCurrency,
});
export type TAgencyPlan = z.infer<typeof ZAgencyPlan>;

export const ZAgencyPlanDrafts = z
  .array(ZAgencyPlanDraft)
  .min(1, "Add at least one plan")
  .max(AGENCY_PLAN_MAX_COUNT, `At most ${AGENCY_PLAN_MAX_COUNT} plans`);

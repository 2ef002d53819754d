import {
  AGENCY_BILLING_MESSAGES,
  AGENCY_PLAN_MAX_FEATURES,
  creditsPriceMinor,
  formatMoney,
  type TAgencyPlan,
  type TAgencyPlanDraft,
  type TCurrency,
} from "@parlo/validators";

/** A plan as the editor holds it: the credits as typed. */
export interface PlanDraft extends Omit<TAgencyPlanDraft, "credits"> {
  credits: string;
}

export function toPlanDrafts(plans: readonly TAgencyPlan[]): PlanDraft[] {
  return plans.map((plan) => ({
    name: plan.name,
    credits: String(plan.credits),
    features: [...plan.features],
    isPopular: plan.isPopular,
    productId: plan.productId,
    priceId: plan.priceId,
  }));
}

/** A feature more: refused past five with the spec's message. */
export function addFeature(plan: PlanDraft): PlanDraft | { error: string } {
  if (plan.features.length >= AGENCY_PLAN_MAX_FEATURES) return { error: AGENCY_BILLING_MESSAGES.maxFeatures };
  return { ...plan, features: [...plan.features, ""] };
}

/** A feature less: the last one stays, with the spec's message. */
export function removeFeature(plan: PlanDraft, index: number): PlanDraft | { error: string } {
  if (plan.features.length <= 1) return { error: AGENCY_BILLING_MESSAGES.lastFeature };
  return { ...plan, features: plan.features.filter((_, at) => at !== index) };
}

/** The credits typed, as a whole number (NaN when it is not one). */
export function creditsOf(plan: PlanDraft): number {
  return /^\d{1,9}$/.test(plan.credits.trim()) ? Number(plan.credits.trim()) : Number.NaN;
}

/** The read-only price: credits x the final per-credit price, in the account's currency ("—" while the credits are not a number). */
export function planPriceText(
  plan: PlanDraft,
  pricing: { microUsdPerCredit: number; exchangeRate: number; currency: TCurrency },
): string {
  const credits = creditsOf(plan);
  if (!Number.isFinite(credits)) return "—";
  return formatMoney(
    creditsPriceMinor({ credits, microUsdPerCredit: pricing.microUsdPerCredit, exchangeRate: pricing.exchangeRate }),
    pricing.currency,
  );
}

/** The first problem of the plans before they are sent (the server checks the same), or null. */
export function planDraftsProblem(plans: readonly PlanDraft[]): string | null {
  for (const plan of plans) {
    if (!Number.isFinite(creditsOf(plan))) return AGENCY_BILLING_MESSAGES.invalidNumber;
    if (plan.features.length === 0 || plan.features.some((feature) => !feature.trim())) {
      return AGENCY_BILLING_MESSAGES.featureWithText;
    }
    if (plan.features.length > AGENCY_PLAN_MAX_FEATURES) return AGENCY_BILLING_MESSAGES.maxFeatures;
  }
  return null;
}

export function toPlanInput(plans: readonly PlanDraft[]): TAgencyPlanDraft[] {
  return plans.map((plan) => ({ ...plan, credits: creditsOf(plan) }));
}

/** The plan to add: a copy of the defaults' shape with no Stripe ids. */
export function newPlanDraft(): PlanDraft {
  return {
    name: "New Plan",
    credits: "10000",
    features: ["Custom Channels"],
    isPopular: false,
    productId: null,
    priceId: null,
  };
}

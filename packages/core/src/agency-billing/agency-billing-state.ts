import type { Region } from "@parlo/db";
import {
  DEFAULT_AGENCY_PLANS,
  ZAgencyPlan,
  usdTextOfMicro,
  microUsdOf,
  readAgencyAutoBilling,
  type TAgencyBillingState,
  type TAgencyPlan,
} from "@parlo/validators";
import { z } from "zod";
import type { CoreDeps } from "../deps";
import { agencyPricing, priceOfCredits, type AgencyPricing } from "./agency-pricing";
import { requireOwnerAgency } from "./connected-agency";

type AgencyRow = Awaited<ReturnType<typeof requireOwnerAgency>>;

/** The stored plans, each priced anew (the price follows the current per-credit price). */
export function storedPlans(agency: { clientPlans: unknown }, pricing: AgencyPricing): TAgencyPlan[] {
  const parsed = z.array(ZAgencyPlan).safeParse(agency.clientPlans);
  return (parsed.success ? parsed.data : []).map((plan) => ({
    ...plan,
    currency: pricing.currency,
    price: priceOfCredits(pricing, plan.credits),
  }));
}

/** The spec's default plans (Basic 5000, Premium 15000 popular), priced, not yet in Stripe. */
export function defaultPlans(pricing: AgencyPricing): TAgencyPlan[] {
  return DEFAULT_AGENCY_PLANS.map((plan) => ({
    name: plan.name,
    credits: plan.credits,
    features: [...plan.features],
    isPopular: plan.isPopular,
    productId: null,
    priceId: null,
    currency: pricing.currency,
    price: priceOfCredits(pricing, plan.credits),
  }));
}

/** The SAAS Mode tab's card-payment steps as they stand. */
export function toAgencyBillingState(deps: Pick<CoreDeps, "billing">, agency: AgencyRow): TAgencyBillingState {
  const pricing = agencyPricing(agency);
  const plans = storedPlans(agency, pricing);
  return {
    configured: Boolean(deps.billing),
    accountId: agency.stripeAccountId,
    country: agency.stripeAccountCountry,
    currency: pricing.currency,
    email: agency.stripeConnectEmail,
    isConnected: agency.stripeConnected,
    payoutsEnabled: agency.stripePayoutsEnabled,
    usdPerCreditExtra: usdTextOfMicro(microUsdOf(agency.usdPerCreditExtra.toFixed(6)) ?? 0),
    billingSaved: agency.billingSettingsSaved,
    allowPlans: agency.allowPlans,
    microUsdPerCredit: pricing.microUsdPerCredit,
    exchangeRate: pricing.exchangeRate,
    plans: plans.length > 0 ? plans : defaultPlans(pricing),
    plansSaved: plans.length > 0,
    autoBilling: readAgencyAutoBilling(agency.settings),
  };
}

export async function getAgencyBillingState(options: {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
}): Promise<TAgencyBillingState> {
  const agency = await requireOwnerAgency(options.deps.db, options.region, options.workspaceId);
  return toAgencyBillingState(options.deps, agency);
}

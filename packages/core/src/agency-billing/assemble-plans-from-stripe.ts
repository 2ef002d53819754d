import type { Region } from "@parlo/db";
import type { TAgencyPlan } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { agencyPricing } from "./agency-pricing";
import { storedPlans } from "./agency-billing-state";
import { requireOwnerAgency } from "./connected-agency";
import { withConnectError } from "./connect-errors";

export type StripePlan = TAgencyPlan & {
  stripePrices: Array<{ id: string; unitAmount: number; currency: string; active: boolean }>;
};

/** typedStripe.getPlans: every price of a plan's product on the connected account. */
export async function getPlanPrices(stripe: Stripe, accountId: string, productId: string) {
  const prices = await stripe.prices.list({ product: productId, limit: 100 }, { stripeAccount: accountId });
  return prices.data.map((price) => ({
    id: price.id,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    active: price.active,
  }));
}

/**
 * assemblePreBuiltPlansFromStripe: the stored plans, each with the prices Stripe holds for its
 * product on the agency's own account (the SAAS Mode tab shows which one clients are charged).
 */
export async function assemblePreBuiltPlansFromStripe(options: {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
}): Promise<{ plans: StripePlan[] }> {
  const agency = await requireOwnerAgency(options.deps.db, options.region, options.workspaceId);
  const accountId = agency.stripeAccountId;
  const plans = storedPlans(agency, agencyPricing(agency));
  const stripe = options.deps.billing?.stripe;
  // without payments on this installation, or an account, Stripe holds no prices for them
  if (!accountId || !stripe) return { plans: plans.map((plan) => ({ ...plan, stripePrices: [] })) };
  return withConnectError(async () => ({
    plans: await Promise.all(
      plans.map(async (plan) => ({
        ...plan,
        stripePrices: plan.productId ? await getPlanPrices(stripe, accountId, plan.productId) : [],
      })),
    ),
  }));
}

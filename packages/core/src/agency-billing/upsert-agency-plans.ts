import { Prisma, type Region } from "@parlo/db";
import { AGENCY_BILLING_MESSAGES, type TAgencyPlan, type TAgencyPlanDraft } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { requireBilling } from "../billing/billing-errors";
import { agencyPricing, priceOfCredits } from "./agency-pricing";
import { storedPlans } from "./agency-billing-state";
import { requireOwnerAgency } from "./connected-agency";
import { withConnectError } from "./connect-errors";

type AgencyRow = Awaited<ReturnType<typeof requireOwnerAgency>>;

/** Product metadata that says which agency's plan it is and what it grants. */
function planMetadata(agencyId: string, plan: TAgencyPlanDraft): Record<string, string> {
  return {
    parlo_agency: agencyId,
    parlo_credits: String(plan.credits),
    parlo_popular: plan.isPopular ? "true" : "false",
    parlo_features: JSON.stringify(plan.features),
  };
}

/**
 * Writes the plans to the connected account: each plan is a product (created, or updated when it
 * is one of the stored plans) with a monthly price of credits x the final per-credit price. Stripe
 * prices cannot change, so a plan whose amount changed gets a new price and the old one is
 * archived; a plan that was removed has its product archived. Answers the plans as stored.
 */
export async function syncPlansToStripe(options: {
  stripe: Stripe;
  agency: AgencyRow;
  drafts: readonly TAgencyPlanDraft[];
}): Promise<TAgencyPlan[]> {
  const { stripe, agency } = options;
  const account = agency.stripeAccountId ?? "";
  const pricing = agencyPricing(agency);
  const previous = storedPlans(agency, pricing);
  const known = new Map(previous.flatMap((plan) => (plan.productId ? [[plan.productId, plan] as const] : [])));
  const onAccount = { stripeAccount: account };
  const saved: TAgencyPlan[] = [];
  for (const draft of options.drafts) {
    const price = priceOfCredits(pricing, draft.credits);
    const before = draft.productId ? known.get(draft.productId) : undefined;
    const metadata = planMetadata(agency.id, draft);
    const product = before?.productId
      ? await stripe.products.update(before.productId, { name: draft.name, active: true, metadata }, onAccount)
      : await stripe.products.create({ name: draft.name, metadata }, onAccount);
    let priceId = before?.priceId ?? null;
    const current = priceId ? await stripe.prices.retrieve(priceId, {}, onAccount) : null;
    if (!current || !current.active || current.unit_amount !== price || current.currency !== pricing.currency) {
      const created = await stripe.prices.create(
        {
          product: product.id,
          currency: pricing.currency,
          unit_amount: price,
          recurring: { interval: "month" },
          metadata: { parlo_agency: agency.id, parlo_credits: String(draft.credits) },
        },
        onAccount,
      );
      if (current?.active) await stripe.prices.update(current.id, { active: false }, onAccount);
      priceId = created.id;
    }
    saved.push({
      name: draft.name,
      credits: draft.credits,
      features: [...draft.features],
      isPopular: draft.isPopular,
      productId: product.id,
      priceId,
      price,
      currency: pricing.currency,
    });
  }
  const kept = new Set(saved.map((plan) => plan.productId));
  for (const plan of previous) {
    if (plan.productId && !kept.has(plan.productId)) {
      await stripe.products.update(plan.productId, { active: false }, onAccount);
      if (plan.priceId) await stripe.prices.update(plan.priceId, { active: false }, onAccount);
    }
  }
  return saved;
}

/**
 * Takes the agency's row lock for the length of `run`, so two saves of its plans (a double click,
 * two tabs) go one after the other and each sees the other's products.
 */
export async function withAgencyLock<T>(
  deps: CoreDeps,
  region: Region,
  agencyId: string,
  run: (agency: AgencyRow, tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return deps.db.for(region).$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<
        Array<{ id: string }>
      >`SELECT "id" FROM "Agency" WHERE "id" = ${agencyId} FOR UPDATE`;
      if (rows.length === 0) throw new DomainError("NOT_FOUND", AGENCY_BILLING_MESSAGES.workspaceNotFound);
      const agency = await tx.agency.findUniqueOrThrow({ where: { id: agencyId } });
      return run(agency, tx);
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
}

/**
 * upsertAgencyPlans: step 4. Needs steps 1 and 2 done and billing saved (the spec's step-order
 * message); the account named must be the caller's own (an agency never writes to another's).
 * Stripe failures answer "Failed to save plans" with Stripe's reason.
 */
export async function upsertAgencyPlans(options: {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
  agencyAccountId: string;
  plans: readonly TAgencyPlanDraft[];
}): Promise<{ success: boolean; updatedPlans: TAgencyPlan[] }> {
  const billing = requireBilling(options.deps.billing);
  const owner = await requireOwnerAgency(options.deps.db, options.region, options.workspaceId);
  if (!owner.stripeAccountId || owner.stripeAccountId !== options.agencyAccountId) {
    throw new DomainError("FORBIDDEN", AGENCY_BILLING_MESSAGES.stepOrder);
  }
  if (!owner.stripeConnected || !owner.billingSettingsSaved) {
    throw new DomainError("BAD_REQUEST", AGENCY_BILLING_MESSAGES.stepOrder);
  }
  const updatedPlans = await withAgencyLock(options.deps, options.region, owner.id, async (agency, tx) => {
    const plans = await withConnectError(() =>
      syncPlansToStripe({ stripe: billing.stripe, agency, drafts: options.plans }),
    ).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : "";
      throw new DomainError("BAD_GATEWAY", `${AGENCY_BILLING_MESSAGES.plansFailed}: ${reason}`);
    });
    await tx.agency.update({ where: { id: agency.id }, data: { clientPlans: plans } });
    return plans;
  });
  return { success: true, updatedPlans };
}

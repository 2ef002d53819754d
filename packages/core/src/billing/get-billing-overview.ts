import { Prisma } from "@parlo/db";
import { ADDON_IDS, findPlan, USD_PER_CREDIT, type TBillingOverview } from "@parlo/validators";
import { monthStart, type BillingCall } from "./billing-deps";
import { loadBillingWorkspace, ownerEmail } from "./billing-workspace";
import { defaultPaymentMethod, paymentMethodSummary } from "./payment-method-summary";

/**
 * Everything the billing page shows: plan and status, balance (credits and USD), this month's usage
 * and cost, automatic recharge settings, add-ons and the saved card. The card is read from Stripe;
 * when Stripe cannot be reached the page still loads without it.
 */
export async function getBillingOverview(call: BillingCall): Promise<TBillingOverview> {
  const { deps, region, workspaceId } = call;
  const db = deps.db.for(region);
  const workspace = await loadBillingWorkspace(deps.db, region, workspaceId);
  const now = deps.now?.() ?? new Date();
  const since = monthStart(now);
  const [used, recharged, email] = await Promise.all([
    db.creditLedgerEntry.aggregate({
      where: { workspaceId, direction: "decrease", ts: { gte: since } },
      _sum: { amount: true },
    }),
    db.autoRechargeCharge.aggregate({
      where: { workspaceId, status: { in: ["pending", "succeeded"] }, createdAt: { gte: since } },
      _sum: { amountMinor: true },
    }),
    ownerEmail(deps.db, region, workspaceId),
  ]);
  const usedCredits = new Prisma.Decimal(used._sum.amount ?? 0);
  const balance = new Prisma.Decimal(workspace.loadTokens);
  const total = usedCredits.plus(Prisma.Decimal.max(balance, 0));
  let paymentMethod = null;
  if (deps.billing && workspace.stripeCustomerId) {
    paymentMethod = await defaultPaymentMethod(deps.billing.stripe, workspace.stripeCustomerId)
      .then(paymentMethodSummary)
      .catch((error: unknown) => {
        console.error("billing: could not read the saved card", error instanceof Error ? error.message : error);
        return null;
      });
  }
  const plan = findPlan(workspace.plan);
  return {
    configured: Boolean(deps.billing),
    stripeJs: deps.billing?.stripeJs ?? null,
    email,
    profile: workspace.profile,
    plan: {
      name: workspace.plan,
      label: plan?.label ?? workspace.plan,
      // the free plan is always active; a paid plan shows its subscription's status
      status: workspace.plan === "free" ? "active" : (workspace.subscriptionStatus ?? "active"),
      renewalDate: workspace.plan === "free" ? null : workspace.currentPeriodEnd,
      credits: { used: usedCredits.toNumber(), total: total.toNumber() },
      cancels: workspace.plan !== "free" && workspace.cancelAtPeriodEnd,
      cancelsAt:
        workspace.plan !== "free" && workspace.subscriptionCancelAt
          ? Math.floor(workspace.subscriptionCancelAt.getTime() / 1000)
          : null,
      usdBalance: balance.times(USD_PER_CREDIT).toDecimalPlaces(4).toNumber(),
    },
    balanceCredits: balance.toString(),
    costThisMonthUsd: usedCredits.times(USD_PER_CREDIT).toDecimalPlaces(4).toNumber(),
    autoRecharge: {
      enabled: workspace.automaticBilling && workspace.plan !== "free",
      ...workspace.autoRecharge,
      chargedThisMonth: recharged._sum.amountMinor ?? 0,
    },
    hasSubscription: workspace.plan !== "free",
    addons: Object.entries(workspace.addons).flatMap(([addonKey, quantity]) => {
      const match = ADDON_IDS.find((key) => key === addonKey);
      return match ? [{ addonKey: match, hasAddon: quantity > 0, quantity }] : [];
    }),
    paymentMethod,
  };
}

import { AUTO_RECHARGE, taxOn } from "@parlo/validators";
import { randomString } from "@parlo/db";
import Stripe from "stripe";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { creditsForLocalAmount, monthStart, type BillingCall } from "./billing-deps";
import { loadBillingWorkspace } from "./billing-workspace";
import { defaultPaymentMethod } from "./payment-method-summary";
import { grantPaymentCredits } from "./top-up";

/** A claim older than this is considered abandoned (the process died mid-charge) and may be taken again. */
const CLAIM_TIMEOUT_MINUTES = 15;

export type AutoRechargeOutcome = "not-needed" | "charged" | "limit-reached" | "failed" | "requires-action";

/**
 * Automatic recharge: when a paid workspace with automatic billing on has fallen below its
 * threshold, charge the saved card the configured amount (plus tax) once and add the credits.
 *
 * Exactly once under concurrency: the first caller claims the workspace with one conditional UPDATE
 * (balance below threshold, automatic billing on, no recent claim); every simultaneous caller's
 * UPDATE then finds the claim and does nothing. The claim is released after a successful charge
 * (so the next drop can recharge again) and kept after a failure, so a declined card is retried
 * at most every 15 minutes. The monthly charge limit counts this month's pending and succeeded
 * charges. The PaymentIntent carries an idempotency key, so a retried request cannot charge twice.
 */
export async function maybeAutoRecharge(call: BillingCall): Promise<AutoRechargeOutcome> {
  const billing = call.deps.billing;
  if (!billing) return "not-needed";
  const db = call.deps.db.for(call.region);
  const now = call.deps.now?.() ?? new Date();
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MINUTES * 60_000);
  const claimed = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "Workspace" SET "autoRechargeClaimedAt" = ${now}
    WHERE "id" = ${call.workspaceId}
      AND "automaticBilling"
      AND "stripeSubscriptionId" IS NOT NULL
      AND "stripeCustomerId" IS NOT NULL
      AND "loadTokens" < COALESCE(("internal"->>'autochargeCreditThreshold')::numeric, ${AUTO_RECHARGE.threshold.default})
      AND ("autoRechargeClaimedAt" IS NULL OR "autoRechargeClaimedAt" < ${staleBefore})
    RETURNING "id"`;
  if (claimed.length === 0) return "not-needed";

  const release = () => db.workspace.update({ where: { id: call.workspaceId }, data: { autoRechargeClaimedAt: null } });
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  if (workspace.plan === "free" || !workspace.stripeCustomerId) {
    await release();
    return "not-needed";
  }
  const { profile } = workspace;
  const amountMinor = workspace.autoRecharge.amount * 100;
  const taxMinor = taxOn(amountMinor, profile.taxRate);
  const credits = creditsForLocalAmount(amountMinor, profile.exchangeRate);
  const chargeId = randomString(20);

  const limit = workspace.autoRecharge.monthlyChargeLimit * 100;
  if (limit > 0) {
    const charged = await db.autoRechargeCharge.aggregate({
      where: {
        workspaceId: call.workspaceId,
        status: { in: ["pending", "succeeded"] },
        createdAt: { gte: monthStart(now) },
      },
      _sum: { amountMinor: true },
    });
    if ((charged._sum.amountMinor ?? 0) + amountMinor > limit) {
      await db.autoRechargeCharge.create({
        data: {
          id: chargeId,
          workspaceId: call.workspaceId,
          currency: profile.currency,
          amountMinor,
          taxMinor,
          credits,
          status: "skipped",
          error: "monthly charge limit reached",
        },
      });
      await writeWorkspaceLog({
        db: call.deps.db,
        region: call.region,
        entry: {
          workspaceId: call.workspaceId,
          type: "warning",
          content: "Automatic recharge skipped: the monthly charge limit is reached.",
        },
      });
      // the claim stays: no new attempt (and no new log line) for the next 15 minutes
      return "limit-reached";
    }
  }

  await db.autoRechargeCharge.create({
    data: {
      id: chargeId,
      workspaceId: call.workspaceId,
      currency: profile.currency,
      amountMinor,
      taxMinor,
      credits,
      status: "pending",
    },
  });
  try {
    const method = await defaultPaymentMethod(billing.stripe, workspace.stripeCustomerId);
    if (!method) throw new Error("No saved card for automatic recharge");
    const payment = await billing.stripe.paymentIntents.create(
      {
        amount: amountMinor + taxMinor,
        currency: profile.currency,
        customer: workspace.stripeCustomerId,
        payment_method: method.id,
        confirm: true,
        off_session: true,
        description: `Automatic recharge (${credits} credits)`,
        metadata: {
          workspaceId: call.workspaceId,
          region: call.region,
          kind: "auto_recharge",
          credits: String(credits),
          chargeId,
        },
      },
      { idempotencyKey: `auto-recharge-${chargeId}` },
    );
    await db.autoRechargeCharge.update({
      where: { id: chargeId },
      data: {
        paymentIntentId: payment.id,
        status: payment.status === "succeeded" ? "succeeded" : "failed",
        error: payment.status === "succeeded" ? null : payment.status,
      },
    });
    if (payment.status !== "succeeded") return payment.status === "requires_action" ? "requires-action" : "failed";
    await grantPaymentCredits({ ...call, payment });
    await release();
    return "charged";
  } catch (error) {
    const message =
      error instanceof Stripe.errors.StripeError || error instanceof Error ? error.message : String(error);
    await db.autoRechargeCharge.update({ where: { id: chargeId }, data: { status: "failed", error: message } });
    await writeWorkspaceLog({
      db: call.deps.db,
      region: call.region,
      entry: {
        workspaceId: call.workspaceId,
        type: "error",
        content: `Automatic recharge failed: ${message}`,
        metadata: { chargeId },
      },
    });
    return "failed";
  }
}

/**
 * The runtime's onCharged callback: after an answer is paid for, a balance under the highest
 * possible threshold starts the automatic recharge check in the background (the check itself
 * decides, under its claim, whether this workspace is below its own threshold).
 */
export function rechargeWhenLow(
  deps: BillingCall["deps"],
  region: BillingCall["region"],
): (charge: { workspaceId: string; balanceAfter: { lt(value: number): boolean } }) => void {
  return ({ workspaceId, balanceAfter }) => {
    if (!deps.billing || !balanceAfter.lt(AUTO_RECHARGE.threshold.max)) return;
    maybeAutoRecharge({ deps, region, workspaceId }).catch((error: unknown) =>
      console.error("billing: automatic recharge", error instanceof Error ? error.message : error),
    );
  };
}

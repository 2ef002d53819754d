import type { Region } from "@parlo/db";
import { applicationFeeMinor, ORG_AUTO_RECHARGE, orgAutoRechargeOf } from "@parlo/validators";
import Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { orgDefaultPaymentMethod } from "./org-billing-context";
import { creditsPerRecharge, minorOfWholeUnits } from "./org-auto-recharge-settings";
import { askOrgToConfirmRecharge } from "./org-recharge-confirmation";
import { grantOrgRechargePayment, orgRechargeMetadata } from "./org-recharge-payment";
import { chargeHoldUntil, clearOrgRechargeHold, holdOrgRechargeForIssue } from "./org-recharge-hold";
import { loadOrgRechargeTarget, type OrgRechargeTarget } from "./org-recharge-target";

export type OrgAutoRechargeOutcome = "not-needed" | "charged" | "confirmation-sent" | "failed";

/** The Stripe error of a card whose bank wants the customer present (off-session charges). */
function needsAuthentication(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeCardError && error.code === "authentication_required";
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An org's automatic recharge (agency-shell-dashboards.md sections 3 and 5): when the org's
 * balance is under its threshold and auto-recharge is on, its saved card is charged the configured
 * amount once on the agency's connected account (a direct charge with the platform's 5% fee) and
 * the credits are added.
 *
 * Exactly once under concurrency: the first caller claims the org with one conditional UPDATE
 * (billing on, a customer, auto-recharge on, balance under the threshold, not held) that holds it
 * for 15 minutes; simultaneous callers find the hold and do nothing. The PaymentIntent's
 * idempotency key comes from the claim. A success grants the credits (`connect_pi:<id>`, so the
 * payment_intent.succeeded webhook adds nothing more) and ends the hold. When the bank asks for
 * authentication, a Checkout Session for the same payment is e-mailed to the org's admins
 * (askOrgToConfirmRecharge) and the org is held for the link's 24 hours or until it is paid; a
 * declined card is logged in the agency's workspace log and held for a day or until another card
 * is saved. Both issues are shown on the portal's Auto-Recharge card (org-recharge-hold).
 */
export async function maybeOrgAutoRecharge(call: {
  deps: CoreDeps;
  region: Region;
  orgId: string;
}): Promise<OrgAutoRechargeOutcome> {
  if (!call.deps.billing) return "not-needed";
  const db = call.deps.db.for(call.region);
  const now = call.deps.now?.() ?? new Date();
  const heldUntil = chargeHoldUntil(now);
  const claimed = await db.$queryRaw<Array<{ id: string }>>`
    UPDATE "Org" SET "autochargeHeldUntil" = ${heldUntil}
    WHERE "id" = ${call.orgId}
      AND "allowBilling"
      AND "stripeCustomerId" IS NOT NULL
      AND "autocharge"->'automaticBilling' = 'true'::jsonb
      AND "loadTokens" < (CASE WHEN jsonb_typeof("autocharge"->'threshold') = 'number'
                               THEN ("autocharge"->>'threshold')::numeric
                               ELSE ${ORG_AUTO_RECHARGE.threshold.default} END)
      AND ("autochargeHeldUntil" IS NULL OR "autochargeHeldUntil" <= ${now})
    RETURNING "id"`;
  if (claimed.length === 0) return "not-needed";
  // only this claim's hold is released or replaced: a later claim (after this one ran out) is its taker's
  const release = () =>
    db.org.updateMany({
      where: { id: call.orgId, autochargeHeldUntil: heldUntil },
      data: { autochargeHeldUntil: null },
    });
  const holdFor = (issue: "needs_confirmation" | "declined", detail: string | null) =>
    holdOrgRechargeForIssue({ deps: call.deps, region: call.region, orgId: call.orgId, heldUntil, now, issue, detail });

  const target = await loadOrgRechargeTarget(call.deps, call.region, call.orgId);
  const settings = target ? orgAutoRechargeOf(target.org.autocharge) : null;
  if (!target || !settings?.automaticBilling) {
    await release();
    return "not-needed";
  }
  const amountMinor = minorOfWholeUnits(settings.amount);
  const credits = creditsPerRecharge(target, settings.amount);
  const feeMinor = applicationFeeMinor(amountMinor);
  const metadata = orgRechargeMetadata({
    orgId: target.org.id,
    region: call.region,
    agencyId: target.agency.id,
    credits,
  });
  const claimKey = `${target.org.id}-${now.getTime()}`;
  const confirm = (declinedPaymentIntentId: string | null) =>
    askOrgToConfirmRecharge({
      deps: call.deps,
      region: call.region,
      target,
      amountMinor,
      feeMinor,
      credits,
      metadata,
      claimKey,
      declinedPaymentIntentId,
    })
      // the card shows the link too, for an admin who is on the Billing page
      .then(({ url }) => holdFor("needs_confirmation", url || null))
      .then(() => "confirmation-sent" as const);

  try {
    const method = await orgDefaultPaymentMethod(target);
    const customer = target.org.stripeCustomerId;
    if (!method || !customer) throw new Error("The organization has no saved card.");
    let intent: Stripe.PaymentIntent;
    try {
      intent = await target.stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency: target.pricing.currency,
          customer,
          payment_method: method.id,
          confirm: true,
          off_session: true,
          application_fee_amount: feeMinor,
          description: `Automatic recharge (${credits} credits)`,
          metadata,
        },
        { stripeAccount: target.accountId, idempotencyKey: `org-auto-recharge-${claimKey}` },
      );
    } catch (error) {
      if (needsAuthentication(error)) return await confirm(error.payment_intent?.id ?? null);
      throw error;
    }
    if (intent.status === "requires_action") return await confirm(intent.id);
    if (intent.status !== "succeeded") throw new Error(`The payment is ${intent.status}.`);
    await grantOrgRechargePayment({
      deps: call.deps,
      region: call.region,
      orgId: target.org.id,
      intent,
      pricing: target.pricing,
    });
    await clearOrgRechargeHold(call.deps, call.region, target.org.id);
    return "charged";
  } catch (error) {
    // a declined card waits a day (or another card); any other failure keeps the 15-minute hold
    if (error instanceof Stripe.errors.StripeCardError) await holdFor("declined", error.message);
    await logFailure(call, target, messageOf(error));
    return "failed";
  }
}

async function logFailure(
  call: { deps: CoreDeps; region: Region },
  target: OrgRechargeTarget,
  message: string,
): Promise<void> {
  console.error(`org auto-recharge of ${target.org.id} failed:`, message);
  await writeWorkspaceLog({
    db: call.deps.db,
    region: call.region,
    entry: {
      workspaceId: target.org.ownerID,
      type: "error",
      content: `Automatic recharge of ${target.org.name} failed: ${message}`,
      metadata: { orgId: target.org.id },
    },
  });
}

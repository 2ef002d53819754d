import type Stripe from "stripe";
import type { BillingCall } from "../billing-deps";
import { grantPaymentCredits } from "../top-up";

/** payment_intent.succeeded: a top-up or automatic recharge adds its credits (once per payment). */
export async function onPaymentIntentSucceeded(call: BillingCall & { payment: Stripe.PaymentIntent }): Promise<void> {
  const kind = call.payment.metadata?.kind;
  if (kind !== "top_up" && kind !== "auto_recharge") return;
  await grantPaymentCredits(call);
  const chargeId = call.payment.metadata?.chargeId;
  if (kind === "auto_recharge" && chargeId) {
    await call.deps.db.for(call.region).autoRechargeCharge.updateMany({
      where: { id: chargeId, workspaceId: call.workspaceId },
      data: { status: "succeeded" },
    });
  }
}

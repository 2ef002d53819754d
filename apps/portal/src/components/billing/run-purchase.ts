"use client";

import { loadTrpc } from "@parlo/app-ui/trpc";
import type { TOrgBillingDetails, TOrgPurchaseOutput } from "@parlo/validators";
import { loadOrgStripe } from "./org-stripe";

/**
 * Buys `credits` with the org's saved card: paid at once, or after the bank's check
 * (confirmCardPayment on the agency's account), then confirmed so the credits are added.
 * Throws when the payment did not succeed.
 */
export async function runCreditPurchase(
  billing: Pick<TOrgBillingDetails, "stripe">,
  credits: number,
): Promise<TOrgPurchaseOutput> {
  const api = (await loadTrpc()).orgBilling;
  const bought = await api.buyCredits.mutate({ credits, requestId: crypto.randomUUID() });
  if (bought.status === "succeeded") return bought;
  if (!bought.requiresAction || !bought.clientSecret) throw new Error(bought.status);
  const stripe = await loadOrgStripe(billing);
  const confirmed = await stripe.confirmCardPayment(bought.clientSecret);
  if (confirmed.error) throw new Error(confirmed.error.message ?? "The payment was not confirmed.");
  const result = await api.confirmPurchase.mutate({ paymentIntentId: bought.paymentIntentId });
  if (result.status !== "succeeded") throw new Error(result.status);
  return result;
}

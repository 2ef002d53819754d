import type { Region, RegionalDb } from "@parlo/db";
import { PAYG_INCLUDED_CREDITS } from "@parlo/validators";
import type Stripe from "stripe";
import { grantCredits } from "./grant-credits";

/** Invoices that start or renew a month of the plan: each includes the plan's credits. */
const PLAN_INVOICES = new Set(["subscription_create", "subscription_cycle"]);

/**
 * A paid plan invoice grants the credits the plan includes ($5 of credits on pay as you go), once
 * per invoice whichever path sees it paid first (the confirming request or the webhook).
 */
export async function grantInvoiceCredits(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  invoice: Stripe.Invoice;
}): Promise<boolean> {
  const { invoice } = options;
  if (invoice.status !== "paid" || !invoice.id || !PLAN_INVOICES.has(invoice.billing_reason ?? "")) return false;
  return grantCredits({
    db: options.db,
    region: options.region,
    workspaceId: options.workspaceId,
    credits: PAYG_INCLUDED_CREDITS,
    reference: `invoice:${invoice.id}`,
    featureKey: "plan_credits",
    logMessage: `Credits included with invoice ${invoice.number ?? invoice.id}`,
  });
}

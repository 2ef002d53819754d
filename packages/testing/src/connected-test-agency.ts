import { Prisma, type Db } from "@parlo/db";
import type Stripe from "stripe";
import { submitHostedForm } from "./stripe/submit-hosted-form";

/**
 * An agency whose card payments are connected the way the SAAS Mode tab leaves them: a standard
 * account made through the (stand-in) Stripe API, its hosted onboarding completed through the
 * account link's page, and steps 3 saved (the extra per credit, plans allowed). `stripe` is the
 * platform's SDK client for the stand-in; the agency row (e.g. from `createTestAgency`) is updated.
 */
export async function connectTestAgency(options: {
  db: Db;
  stripe: Stripe;
  agencyId: string;
  /** the payout country (US: USD, GB: GBP, DE: EUR ...) */
  country?: string;
  /** USD per credit on top of the platform's 0.001 (default 0.003) */
  usdPerCreditExtra?: string;
  allowPlans?: boolean;
}): Promise<{ accountId: string }> {
  const country = options.country ?? "US";
  const account = await options.stripe.accounts.create({
    type: "standard",
    country,
    email: `payments-${options.agencyId.toLowerCase()}@example.com`,
    metadata: { agencyId: options.agencyId },
  });
  const link = await options.stripe.accountLinks.create({
    account: account.id,
    type: "account_onboarding",
    return_url: "http://127.0.0.1/return",
    refresh_url: "http://127.0.0.1/refresh",
  });
  // the hosted page's "Complete onboarding" button
  const completed = await submitHostedForm(link.url, { outcome: "complete" });
  if (completed.status !== 302 && completed.status !== 303) {
    throw new Error(`connectTestAgency: the onboarding page answered ${completed.status}`);
  }
  await options.db.agency.update({
    where: { id: options.agencyId },
    data: {
      stripeAccountId: account.id,
      stripeAccountCountry: country,
      stripeConnectEmail: account.email ?? "",
      stripeConnected: true,
      stripePayoutsEnabled: true,
      usdPerCreditExtra: new Prisma.Decimal(options.usdPerCreditExtra ?? "0.003"),
      billingSettingsSaved: true,
      allowPlans: options.allowPlans ?? true,
    },
  });
  return { accountId: account.id };
}

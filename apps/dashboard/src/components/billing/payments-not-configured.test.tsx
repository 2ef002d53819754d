import { BILLING_MESSAGES, PLAN_CATALOGUE, currencyProfile, type TBillingOverview } from "@parlo/validators";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentsNotConfigured } from "./payments-not-configured";

const overview: TBillingOverview = {
  configured: false,
  stripeJs: null,
  email: "owner@example.com",
  profile: currencyProfile("US"),
  plan: {
    name: "free",
    label: "Free",
    status: "free",
    renewalDate: null,
    credits: { used: 0, total: 1000 },
    cancels: false,
    cancelsAt: null,
    usdBalance: 1,
  },
  balanceCredits: "1000",
  costThisMonthUsd: 0,
  autoRecharge: { enabled: false, threshold: 0, amount: 0, monthlyChargeLimit: 0, chargedThisMonth: 0 },
  hasSubscription: false,
  addons: [],
  paymentMethod: null,
};

describe("the billing page without Stripe keys", () => {
  const html = renderToStaticMarkup(<PaymentsNotConfigured overview={overview} salesEmail="sales@example.com" />);

  it("says payments are not configured", () => {
    expect(html).toContain(BILLING_MESSAGES.notConfigured);
  });

  it("shows every plan with its price and features, read-only", () => {
    for (const plan of PLAN_CATALOGUE) {
      expect(html).toContain(`id="plan-${plan.id}"`);
      expect(html).toContain(plan.label);
      for (const feature of plan.features) expect(html).toContain(feature.replace(/&/g, "&amp;"));
    }
    expect(html).toMatch(/\$\d+(\.\d\d)? \/ month \+ usage/);
    expect(html).toContain("Current plan");
    // nothing that would start a payment
    expect(html).not.toMatch(/>Subscribe</);
    expect(html).not.toContain("Top up");
  });
});

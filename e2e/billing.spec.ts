import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

/**
 * Workspace billing against the Stripe stand-in: a new owner subscribes to Pay as you go from the
 * United Kingdom with one Workspace Seat and a 10 % promotion code (E2E_STRIPE_PROMO_CODE, created
 * by the e2e set-up), then cancels and reactivates. The stand-in's Stripe.js renders the card
 * element as plain inputs labelled "Card number", "Expiration date" and "CVC".
 */
const PROMO_CODE = process.env.E2E_STRIPE_PROMO_CODE ?? "";

/** A new account, onboarding skipped: lands on the agents page of the EU region. */
async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail("billing");
  await signUpToAgents(page, email, "Bea Buyer");
  return email;
}

test("a new owner subscribes with an add-on and a discount, cancels, then reactivates", async ({ page }) => {
  test.setTimeout(180_000);
  expect(PROMO_CODE, "the e2e set-up creates a 10 % promotion code in the Stripe stand-in").not.toBe("");
  const email = await signUp(page);

  await page.goto("/app/eu/account/billing");
  const planCard = page.getByRole("region", { name: "Plan and usage" });
  await expect(planCard.getByTestId("current-plan-name")).toHaveText("Free");
  await expect(planCard.getByRole("button", { name: "Top Up" })).toBeDisabled();
  await expect(page.getByRole("switch", { name: "Enable automatic recharge" })).toBeDisabled();
  await expect(page.getByText("You are on the free plan. You cannot enable auto-recharge.")).toBeVisible();

  // Upgrade -> Subscribe on Pay as you go
  await planCard.getByRole("button", { name: "Upgrade" }).click();
  const modify = page.getByRole("dialog", { name: "Modify Your Plan" });
  await expect(modify.getByRole("heading", { name: "Upgrade your plan" })).toBeVisible();
  await modify.getByRole("button", { name: "Subscribe to Pay as you go" }).click();

  const confirm = page.getByRole("dialog", { name: "Confirm Subscription" });
  await confirm.getByLabel("Billing country").selectOption({ label: "United Kingdom" });
  // the tax and the currency follow the country
  await expect(confirm.getByText("UK Tax (35%)", { exact: true })).toBeVisible();
  await expect(confirm.getByLabel("Billing country")).toBeEnabled();

  const seats = confirm.getByRole("slider", { name: "Workspace Seat" });
  await seats.focus();
  await seats.press("ArrowRight");
  await expect(seats).toHaveValue("1");

  const apply = confirm.getByRole("button", { name: "Apply" });
  await expect(apply).toBeDisabled();
  await confirm.getByLabel("Discount code").fill("   ");
  await apply.click();
  await expect(confirm.getByText("Please enter a discount code")).toBeVisible();
  await confirm.getByLabel("Discount code").fill("NOT-A-REAL-CODE");
  await apply.click();
  await expect(confirm.getByText("Invalid discount code")).toBeVisible();
  await confirm.getByLabel("Discount code").fill(PROMO_CODE);
  await apply.click();
  await expect(confirm.getByTestId("applied-discount")).toContainText("10% off");

  await expect(confirm.getByTestId("summary-base")).toHaveText("£20.00");
  await expect(confirm.getByTestId("summary-addons")).toHaveText("£10.00");
  await expect(confirm.getByTestId("summary-discount")).toHaveText("-£3.00");
  await expect(confirm.getByTestId("summary-subtotal")).toHaveText("£27.00");
  await expect(confirm.getByTestId("summary-tax")).toHaveText("£9.45");
  await expect(confirm.getByTestId("summary-total")).toHaveText("£36.45");
  await confirm.getByRole("button", { name: "Continue to Payment (£36.45)" }).click();

  // the payment modal: a new card in the stand-in's card element, and the billing address
  const payment = page.getByRole("dialog", { name: "Payment for Pay as you go" });
  await expect(payment.getByLabel("Email")).toHaveValue(email);
  const proceed = payment.getByRole("button", { name: "Continue", exact: true });
  await expect(proceed).toBeDisabled();
  await payment.getByLabel("Card number").fill("4242424242424242");
  await payment.getByLabel("Expiration date").fill("12 / 34");
  await payment.getByLabel("CVC").fill("123");
  await payment.getByLabel("Full name").fill("Bea Buyer");
  await payment.getByLabel("Address line 1").fill("1 High Street");
  await payment.getByLabel("City").fill("London");
  await payment.getByLabel("Postal code").fill("N1 1AA");
  await expect(payment.getByLabel("Country", { exact: true })).toHaveValue("GB");
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(payment.getByRole("heading", { name: "Subscription Created" })).toBeVisible({ timeout: 45_000 });
  await expect(payment.getByText("Pay as you go", { exact: true })).toBeVisible();
  await payment.getByRole("button", { name: "Done" }).click();
  await expect(payment).toBeHidden();

  await expect(planCard.getByTestId("current-plan-name")).toHaveText("Pay as you go");
  await expect(planCard.getByTestId("current-plan-status")).toHaveText("Active");
  await expect(planCard.getByTestId("next-billing")).toBeVisible();
  await expect(planCard.getByRole("button", { name: "Top Up" })).toBeEnabled();

  // cancel: a reason is required
  await planCard.getByRole("button", { name: "Modify Plan" }).click();
  await page
    .getByRole("dialog", { name: "Modify Your Plan" })
    .getByRole("button", { name: "Cancel Subscription" })
    .click();
  const cancel = page.getByRole("dialog", { name: "Cancel Subscription" });
  const confirmCancel = cancel.getByRole("button", { name: "Confirm Cancellation" });
  await expect(confirmCancel).toBeDisabled();
  await cancel.getByLabel("Too expensive").check();
  await expect(confirmCancel).toBeEnabled();
  await confirmCancel.click();
  await expect(page.getByText("Subscription cancelled successfully.")).toBeVisible();
  await expect(cancel).toBeHidden();

  const banner = planCard.getByTestId("cancel-banner");
  await expect(banner).toContainText(/set to cancel on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(planCard.getByTestId("next-billing")).toHaveCount(0);

  // reactivate before the period ends
  await planCard.getByRole("button", { name: "Modify Plan" }).click();
  const modifyAgain = page.getByRole("dialog", { name: "Modify Your Plan" });
  await expect(modifyAgain.getByRole("heading", { name: "We will miss you" })).toBeVisible();
  await modifyAgain.getByRole("button", { name: "Reactivate Subscription" }).click();
  await expect(page.getByText("Subscription reactivated successfully.")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(planCard.getByTestId("next-billing")).toBeVisible();
});

test("a card that needs 3-D Secure: the owner authenticates the subscription and a top-up", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto("/app/eu/account/billing");
  const planCard = page.getByRole("region", { name: "Plan and usage" });
  // the 1,000 free credits of a new account
  await expect(planCard.getByTestId("usd-balance")).toHaveText("$1.00");

  await planCard.getByRole("button", { name: "Upgrade" }).click();
  await page
    .getByRole("dialog", { name: "Modify Your Plan" })
    .getByRole("button", { name: "Subscribe to Pay as you go" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirm Subscription" });
  await confirm.getByLabel("Billing country").selectOption({ label: "United States" });
  // outside the EU and the UK: US dollars and no tax
  await expect(confirm.getByTestId("summary-total")).toHaveText("$20.00");
  await expect(confirm.getByText("No tax", { exact: true })).toBeVisible();
  await expect(confirm.getByTestId("summary-tax")).toHaveText("$0.00");
  await confirm.getByRole("button", { name: "Continue to Payment ($20.00)" }).click();

  const payment = page.getByRole("dialog", { name: "Payment for Pay as you go" });
  await payment.getByLabel("Card number").fill("4000002500003155");
  await payment.getByLabel("Expiration date").fill("12 / 34");
  await payment.getByLabel("CVC").fill("123");
  await payment.getByLabel("Full name").fill("Sam Secure");
  await payment.getByLabel("Address line 1").fill("1 Main Street");
  await payment.getByLabel("City").fill("Springfield");
  await payment.getByLabel("Postal code").fill("12345");
  await payment.getByRole("button", { name: "Continue", exact: true }).click();

  // the bank's challenge (the stand-in's Stripe.js), then the subscription is confirmed on the server
  const bank = page.getByRole("dialog", { name: "3D Secure authentication" });
  await expect(bank).toContainText("$20.00");
  await bank.getByRole("button", { name: "Complete authentication" }).click();
  await expect(payment.getByRole("heading", { name: "Subscription Created" })).toBeVisible({ timeout: 45_000 });
  await payment.getByRole("button", { name: "Done" }).click();
  await expect(planCard.getByTestId("current-plan-name")).toHaveText("Pay as you go");
  // the plan includes $5 of credits
  await expect(planCard.getByTestId("usd-balance")).toHaveText("$6.00");

  // a top-up with the saved card: the bank asks again
  await planCard.getByRole("button", { name: "Top Up" }).click();
  const topUp = page.getByRole("dialog", { name: "Add to credit balance" });
  await topUp.getByLabel("Amount ($)").fill("3");
  await expect(topUp.getByRole("button", { name: "Confirm Payment" })).toBeDisabled();
  await topUp.getByLabel("Amount ($)").fill("10");
  await topUp.getByRole("button", { name: "Confirm Payment" }).click();
  await bank.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Successfully topped up balance.")).toBeVisible({ timeout: 30_000 });
  await expect(topUp).toBeHidden();
  await expect(planCard.getByTestId("usd-balance")).toHaveText("$16.00");
});

import { createDbClient, type Db } from "@parlo/db";
import { expect, test } from "@playwright/test";
import { isRecord } from "./api";
import { connectedAgencyWithClient, signInClient } from "./billing-agency";
import { screenshots } from "./screenshots";

/**
 * Client billing on an agency's portal (agency-shell-dashboards.md sections 2, 5, 7 "Client
 * billing", 9) against the Stripe stand-in: the agency's payments connected (a standard account
 * onboarded through the stand-in), a client adds a card (Stripe.js on the agency's account), buys
 * 2,500 credits (the platform's 5% application fee recorded), subscribes to the Premium plan
 * through Checkout's hosted page (its credits granted by the paid invoice's Connect event), sees
 * the invoice in the Billing dialog and cancels.
 */

let db: Db;
test.beforeAll(() => {
  db = createDbClient(process.env.E2E_DATABASE_URL_EU ?? "");
});
test.afterAll(async () => {
  await db.$disconnect();
});

async function orgCredits(orgId: string): Promise<number> {
  return (await db.org.findUniqueOrThrow({ where: { id: orgId }, select: { loadTokens: true } })).loadTokens.toNumber();
}

test("a client adds a card, buys credits, subscribes to Premium through Checkout and cancels", async ({ browser }) => {
  test.setTimeout(180_000);
  const agency = await connectedAgencyWithClient(browser, db, {
    label: "bill",
    orgName: "Bloom Clinic",
    pages: ["home", "billing"],
    plans: true,
  });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInClient(page, agency.url, agency.email, "home");
  // the top bar's credits button opens Billing
  await page.getByRole("link", { name: /^Credits:/ }).click();
  await page.waitForURL(`${agency.url}/billing**`);

  // no card yet: the purchase waits for one
  const methodCard = page.getByTestId("payment-method-card");
  const purchaseCard = page.getByTestId("credit-purchase-card");
  await expect(methodCard.getByText("No payment method")).toBeVisible();
  await expect(purchaseCard.getByRole("button", { name: /^Purchase/ })).toBeDisabled();
  await expect(purchaseCard.getByText("Please add a payment method to continue")).toBeVisible();

  // the card, made by Stripe.js on the agency's account
  await methodCard.getByRole("button", { name: "Add payment method" }).click();
  await methodCard.getByLabel("Card number").fill("4242424242424242");
  await methodCard.getByLabel("Expiration date").fill("12 / 34");
  await methodCard.getByLabel("CVC").fill("123");
  await methodCard.getByRole("button", { name: "Add", exact: true }).click();
  await expect(methodCard.getByTestId("saved-card")).toHaveText("Visa •••• 4242");

  // 2,500 credits: 2,500 x (0.001 + 0.003) USD = $10.00, of which the platform keeps 5%
  await purchaseCard.getByRole("button", { name: "2.5K" }).click();
  await expect(purchaseCard.getByTestId("purchase-price")).toHaveText("$10.00");
  await purchaseCard.getByRole("button", { name: "Purchase 2,500 credits" }).click();
  await expect(page.getByText("Credits purchased successfully")).toBeVisible();
  await expect(page.getByTestId("org-balance")).toHaveText("2,500.0");
  expect(await orgCredits(agency.orgId)).toBe(2500);
  // the platform's application fees, read through the stand-in's API with the platform's key
  const fees = (await agency.stripe.applicationFees.list({ limit: 100 })).data.filter(
    (fee) => fee.account === agency.accountId,
  );
  expect(fees.map((fee) => [fee.amount, fee.currency])).toEqual([[50, "usd"]]);
  await screenshots(page, "client-billing", page.getByTestId("credit-purchase-card"));

  // Premium through Checkout's hosted page, back to the Billing page
  await page.getByRole("button", { name: "Billing details" }).click();
  const dialog = page.getByRole("dialog", { name: "Billing" });
  await expect(dialog.getByTestId("plan-card")).toHaveCount(2);
  await expect(dialog.getByTestId("plan-card").filter({ hasText: "Premium Plan" })).toContainText("Most popular");
  await dialog.getByRole("button", { name: "Subscribe to Premium Plan" }).click();
  await page.waitForURL(/\/c\/pay\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Cleo Client");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(`${agency.url}/billing?subscription=success`);

  // the paid invoice's Connect event grants the plan's 15,000 credits, once
  await expect.poll(() => orgCredits(agency.orgId), { timeout: 20_000 }).toBe(17_500);
  await expect
    .poll(async () => {
      const row = await db.org.findUniqueOrThrow({ where: { id: agency.orgId }, select: { subscription: true } });
      return isRecord(row.subscription) ? row.subscription.status : null;
    })
    .toBe("active");
  await page.reload();
  await expect(page.getByTestId("org-balance")).toHaveText("17,500.0");

  await page.getByRole("button", { name: "Billing details" }).click();
  const reopened = page.getByRole("dialog", { name: "Billing" });
  await expect(reopened.getByTestId("invoice-list")).toContainText("$60.00");
  await expect(reopened.getByTestId("invoice-list").getByRole("link", { name: "View" })).toHaveCount(1);
  await expect(reopened.getByTestId("current-subscription")).toContainText("Premium Plan");
  await screenshots(page, "client-billing-dialog", reopened.getByTestId("current-subscription"));
  await reopened.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Subscription successfully canceled")).toBeVisible();
  const after = await db.org.findUniqueOrThrow({ where: { id: agency.orgId }, select: { subscription: true } });
  expect(isRecord(after.subscription) ? after.subscription.status : null).toBe("canceled");
  expect(await orgCredits(agency.orgId)).toBe(17_500);
});

import { createDbClient, type Db } from "@parlo/db";
import { agencyFormWithTabs, connectTestAgency, stripeStandInClient } from "@parlo/testing";
import { DEFAULT_AGENCY_PLANS } from "@parlo/validators";
import { expect, test, type Page } from "@playwright/test";
import { createAgent, euWorkspaceId, isRecord, trpcMutation } from "./api";
import { uniqueEmail } from "./mailbox";
import { screenshots } from "./screenshots";
import { signUpToAgents } from "./sign-up";

/**
 * Client billing on an agency's portal (agency-shell-dashboards.md sections 2, 5, 7 "Client
 * billing", 9) against the Stripe stand-in: the agency's payments connected (a standard account
 * onboarded through the stand-in), a client adds a card (Stripe.js on the agency's account), buys
 * 2,500 credits (the platform's 5% application fee recorded), subscribes to the Premium plan
 * through Checkout's hosted page (its credits granted by the paid invoice's Connect event), sees
 * the invoice in the Billing dialog and cancels.
 */

const PORTAL = new URL(process.env.E2E_PORTAL_URL ?? "http://localhost:3001");
const STRIPE_API_URL = process.env.E2E_STRIPE_API_URL ?? "";
const STRIPE_SECRET_KEY = process.env.E2E_STRIPE_SECRET_KEY ?? "";
const PASSWORD = "Correct-Horse-42";
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let db: Db;
test.beforeAll(() => {
  db = createDbClient(process.env.E2E_DATABASE_URL_EU ?? "");
});
test.afterAll(async () => {
  await db.$disconnect();
});

function stringField(value: unknown, key: string): string {
  const found = isRecord(value) ? value[key] : undefined;
  expect(typeof found, key).toBe("string");
  return typeof found === "string" ? found : "";
}

async function orgCredits(orgId: string): Promise<number> {
  return (await db.org.findUniqueOrThrow({ where: { id: orgId }, select: { loadTokens: true } })).loadTokens.toNumber();
}

/** The platform's application fees (the stand-in's API, with the platform's secret key). */
async function applicationFees(): Promise<Array<{ amount: number; account: string; currency: string }>> {
  const response = await fetch(`${STRIPE_API_URL.replace(/\/$/, "")}/v1/application_fees?limit=100`, {
    headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}` },
  });
  expect(response.status).toBe(200);
  const body: unknown = await response.json();
  const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return data.filter(isRecord).map((fee) => ({
    amount: Number(fee.amount),
    account: String(fee.account),
    currency: String(fee.currency),
  }));
}

/** An owner whose agency answers on its sub-domain with card payments connected and its default plans saved. */
async function connectedAgency(owner: Page) {
  const ownerEmail = uniqueEmail("billing-agency");
  await signUpToAgents(owner, ownerEmail, "Olga Owner");
  const workspaceId = await euWorkspaceId(owner);
  const scope = { region: "eu", workspaceId };
  await trpcMutation(owner, "agency.save", {
    ...scope,
    agency: { ...agencyFormWithTabs([]), name: `Bloom Billing ${suffix()}` },
  });
  const label = `bill${suffix()}`;
  await trpcMutation(owner, "agency.setSubDomain", { ...scope, subDomain: label });
  const agency = await db.agency.findUniqueOrThrow({ where: { userId: workspaceId } });
  const stripe = stripeStandInClient({ apiUrl: STRIPE_API_URL, secretKey: STRIPE_SECRET_KEY });
  const { accountId } = await connectTestAgency({ db, stripe, agencyId: agency.id, country: "US" });
  await trpcMutation(owner, "agencyBilling.upsertAgencyPlans", {
    ...scope,
    agencyAccountId: accountId,
    plans: DEFAULT_AGENCY_PLANS.map((plan) => ({
      ...plan,
      features: [...plan.features],
      productId: null,
      priceId: null,
    })),
  });
  const agentId = await createAgent(owner, { title: "Front Desk" });
  const created = await trpcMutation(owner, "clients.createOrg", {
    ...scope,
    name: "Bloom Clinic",
    widgetIDs: [agentId],
    allowBilling: true,
  });
  const orgId = stringField(isRecord(created) ? created.org : undefined, "id");
  const email = uniqueEmail("billing-client");
  await trpcMutation(owner, "clients.createClient", {
    ...scope,
    orgId,
    name: "Cleo Client",
    email,
    password: PASSWORD,
    canAccess: ["home", "billing"],
    clientTabOrder: ["home", "billing"],
  });
  return { url: `http://${label}.${PORTAL.hostname}:${PORTAL.port}`, accountId, orgId, email };
}

test("a client adds a card, buys credits, subscribes to Premium through Checkout and cancels", async ({ browser }) => {
  test.setTimeout(180_000);
  expect(STRIPE_API_URL, "the e2e stack gives the Stripe stand-in's URL").not.toBe("");
  const owner = await (await browser.newContext()).newPage();
  const agency = await connectedAgency(owner);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  await page.goto(`${agency.url}/login`);
  await page.getByLabel("Email").fill(agency.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${agency.url}/home**`);
  await page.getByRole("link", { name: "Billing" }).first().click();
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
  await expect(page.getByTestId("org-balance")).toHaveText("2,500");
  expect(await orgCredits(agency.orgId)).toBe(2500);
  const fees = (await applicationFees()).filter((fee) => fee.account === agency.accountId);
  expect(fees).toEqual([{ amount: 50, account: agency.accountId, currency: "usd" }]);
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
  await expect(page.getByTestId("org-balance")).toHaveText("17,500");

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

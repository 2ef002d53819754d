import { expect, test, type Page } from "@playwright/test";
import { defaultAgencyForm } from "@parlo/validators";
import { euWorkspaceId, isRecord, trpcMutation } from "./api";
import { uniqueEmail } from "./mailbox";
import { screenshots } from "./screenshots";
import { signUpToAgents } from "./sign-up";

/**
 * The SAAS Mode tab's card payments (agency-shell-dashboards.md sections 4, 5 and 8) against the
 * Stripe stand-in: the owner creates the connected account, goes through the stand-in's hosted
 * onboarding page and comes back connected with payouts on, sets the extra per credit (a word is
 * refused with the spec's message), and saves plans, which land as monthly prices on the agency's
 * own account. Billing then becomes selectable in the default client access.
 */

test.describe.configure({ mode: "serial" });

const STRIPE_URL = process.env.E2E_STRIPE_API_URL ?? "";
const STRIPE_KEY = process.env.E2E_STRIPE_SECRET_KEY ?? "";

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await browser.newPage();
  await signUpToAgents(page, uniqueEmail("saas-billing"), "Sam Seller");
  const workspaceId = await euWorkspaceId(page);
  await trpcMutation(page, "agency.save", {
    region: "eu",
    workspaceId,
    agency: { ...defaultAgencyForm(), name: "Harbour Digital", supportEmail: "billing@harbour.example" },
  });
});

test.afterAll(async () => {
  await page.context().close();
});

const step = (number: number) => page.getByTestId(`payment-step-${number}`);

/** The active prices of a connected account, read through the stand-in's API as the platform. */
async function accountPrices(accountId: string): Promise<Array<{ unit_amount: number; currency: string }>> {
  const response = await fetch(`${STRIPE_URL}/v1/prices?active=true&limit=100`, {
    headers: { authorization: `Bearer ${STRIPE_KEY}`, "stripe-account": accountId },
  });
  expect(response.ok).toBe(true);
  const body: unknown = await response.json();
  const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return data.flatMap((price: unknown) =>
    isRecord(price) && typeof price.unit_amount === "number" && typeof price.currency === "string"
      ? [{ unit_amount: price.unit_amount, currency: price.currency }]
      : [],
  );
}

test("the owner connects a Stripe account through its onboarding page", async () => {
  await page.goto("/app/eu/agency?activeTabIndex=5");
  await expect(page.getByTestId("card-payments")).toBeVisible();
  // plans wait for steps 1 to 3
  await expect(page.getByTestId("plans-step-order")).toHaveText(
    "Please complete steps 1 and 2 & click save billing settings before setting up subscription plans",
  );
  await expect(step(4).getByRole("button", { name: "Save plans" })).toBeDisabled();
  // Billing cannot be given by default yet
  await expect(page.getByRole("checkbox", { name: "Billing", exact: true })).toBeDisabled();

  await expect(page.getByLabel("Account e-mail")).toHaveValue("billing@harbour.example");
  await page.getByLabel("Payout country").selectOption("US");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(step(1).getByText("Connected", { exact: true })).toBeVisible();
  const accountId = (await step(1).locator(".font-mono").textContent()) ?? "";
  expect(accountId).toMatch(/^acct_/);

  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  // Stripe's hosted onboarding (the stand-in's page)
  await expect(page.getByRole("heading", { name: "Set up payments" })).toBeVisible();
  await expect(page.getByTestId("account-email")).toHaveText("billing@harbour.example");
  await page.getByRole("button", { name: "Complete onboarding" }).click();

  await expect(page).toHaveURL(/\/app\/eu\/agency\?activeTabIndex=5$/);
  await expect(page.getByText("Account Connected")).toBeVisible();
  await expect(page.getByTestId("payouts-state")).toHaveText("Payouts enabled");
  await expect(page.getByRole("button", { name: "Manage Stripe Connect" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Billing", exact: true })).toBeEnabled();
});

test("the owner sets the extra per credit", async () => {
  const extra = page.getByLabel("Extra USD per credit");
  await expect(extra).toHaveValue("0.003");
  await expect(page.getByText("10 USD gives a client 2,500 credits.")).toBeVisible();
  await extra.fill("a lot");
  await page.getByRole("button", { name: "Save billing settings" }).click();
  await expect(step(3).getByRole("alert")).toHaveText("Please enter a valid number");
  await extra.fill("0.004");
  await expect(page.getByText("10 USD gives a client 2,000 credits.")).toBeVisible();
  await page.getByRole("switch", { name: "Let clients subscribe to plans" }).click();
  await page.getByRole("button", { name: "Save billing settings" }).click();
  await expect(page.getByText("Billing settings saved")).toBeVisible();
  await expect(page.getByTestId("plans-step-order")).toHaveCount(0);
});

test("the owner saves the plans; their prices land on the agency's own account", async () => {
  const basic = page.getByTestId("plan-0");
  const premium = page.getByTestId("plan-1");
  await expect(basic.getByLabel("Name")).toHaveValue("Basic Plan");
  await expect(basic.getByLabel("Credits per month")).toHaveValue("5000");
  // 5000 x (0.001 + 0.004) USD
  await expect(basic.getByLabel("Price per month")).toHaveValue("$25.00");
  await expect(premium.getByLabel("Price per month")).toHaveValue("$75.00");
  await expect(premium.getByText("Popular", { exact: true })).toBeVisible();
  await expect(basic.getByLabel("Price per month")).not.toBeEditable();

  // at most 5 features; the last one stays
  await basic.getByRole("button", { name: "Add feature" }).click();
  await basic.getByRole("button", { name: "Add feature" }).click();
  await basic.getByRole("button", { name: "Add feature" }).click();
  await expect(page.getByText("Maximum of 5 features allowed")).toBeVisible();
  await page.getByRole("button", { name: "Save plans" }).click();
  await expect(page.getByText("Each plan must have at least one feature with text")).toBeVisible();
  await basic.getByRole("textbox", { name: "Feature 4", exact: true }).fill("E-mail support");
  await basic.getByRole("button", { name: "Remove feature 5" }).click();
  await basic.getByLabel("Credits per month").fill("6000");
  await expect(basic.getByLabel("Price per month")).toHaveValue("$30.00");

  await page.getByRole("button", { name: "Save plans" }).click();
  await expect(page.getByText("Plans saved successfully")).toBeVisible();
  const accountId = (await step(1).locator(".font-mono").textContent()) ?? "";
  const prices = await accountPrices(accountId);
  expect(prices.map((price) => price.unit_amount).sort((a, b) => a - b)).toEqual([3000, 7500]);
  expect(prices.every((price) => price.currency === "usd")).toBe(true);

  // a reload finds the saved plans and the state of every step
  await page.reload();
  await expect(page.getByTestId("plan-0").getByLabel("Credits per month")).toHaveValue("6000");
  await expect(page.getByTestId("plan-0").getByRole("textbox", { name: "Feature 4", exact: true })).toHaveValue(
    "E-mail support",
  );
  await expect(page.getByLabel("Extra USD per credit")).toHaveValue("0.004");
  await expect(page.getByRole("switch", { name: "Let clients subscribe to plans" })).toBeChecked();
  await screenshots(page, "saas-card-payments", page.getByTestId("card-payments"));
});

test("with the whitelabel add-on, Auto Billing turns on billing for new organizations", async () => {
  const workspaceId = await euWorkspaceId(page);
  await trpcMutation(page, "agency.activateWhitelabelTrial", { region: "eu", workspaceId });
  await page.goto("/app/eu/agency?activeTabIndex=6");
  const form = page.getByTestId("auto-billing");
  const newOrgs = form.getByRole("switch", { name: "Enable billing for new organizations" });
  await expect(newOrgs).toBeEnabled();
  await expect(newOrgs).not.toBeChecked();
  await newOrgs.click();
  await form.getByRole("button", { name: "Save auto billing" }).click();
  await expect(page.getByText("Saved successfully")).toBeVisible();

  const org = await trpcMutation(page, "clients.createOrg", { region: "eu", workspaceId, name: "Billed Org" });
  expect(isRecord(org) && isRecord(org.org) ? org.org.allowBilling : null).toBe(true);
  await page.reload();
  await expect(
    page.getByTestId("auto-billing").getByRole("switch", { name: "Enable billing for new organizations" }),
  ).toBeChecked();
});

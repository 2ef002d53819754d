import { createDbClient, type Db } from "@parlo/db";
import { expect, test, type APIRequestContext, type Browser, type PlaywrightWorkerArgs } from "@playwright/test";
import { isRecord } from "./api";
import { connectedAgencyWithClient, signInClient } from "./billing-agency";
import { screenshots } from "./screenshots";

/**
 * An org's automatic recharge, end to end (agency-shell-dashboards.md sections 2 and 5): an
 * agency with connected card payments, an org with an agent, billing and a saved card; its client
 * turns Auto-Recharge on in the portal's billing page; visitors' conversations with the org's
 * agent spend the org's credits until they fall under the threshold, and the org's card is
 * charged on the agency's account and the credits come back.
 */

/** Auto-recharge's lowest threshold: the org starts just above it, and each answer costs a credit or more. */
const THRESHOLD = 100;
const START_CREDITS = 103;

let db: Db;
test.beforeAll(() => {
  db = createDbClient(process.env.E2E_DATABASE_URL_EU ?? "");
});
test.afterAll(async () => {
  await db.$disconnect();
});

const orgBalance = async (orgId: string) =>
  Number((await db.org.findUniqueOrThrow({ where: { id: orgId }, select: { loadTokens: true } })).loadTokens);

/**
 * A connected agency whose org (103 credits, just above the lowest threshold) has an agent and
 * billing, its admin client (Conversations and Billing), and the org's customer on the agency's
 * account with this card as its default (adding one through the portal is client-billing.spec's).
 */
async function orgWithCard(browser: Browser, names: { label: string; orgName: string }, cardNumber: string) {
  const setup = await connectedAgencyWithClient(browser, db, {
    ...names,
    pages: ["convos", "billing"],
    orgCredits: START_CREDITS,
  });
  const { stripe, accountId, orgId, email } = setup;
  const onAccount = { stripeAccount: accountId };
  const customer = await stripe.customers.create({ email, name: names.orgName }, onAccount);
  const card = await stripe.paymentMethods.create(
    { type: "card", card: { number: cardNumber, exp_month: 12, exp_year: 2034, cvc: "123" } },
    onAccount,
  );
  await stripe.paymentMethods.attach(card.id, { customer: customer.id }, onAccount);
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } }, onAccount);
  await db.org.update({ where: { id: orgId }, data: { stripeCustomerId: customer.id } });
  return setup;
}

/** A visitor's call to the public runtime API, as JSON (asserted 200). */
async function runtimeCall(
  visitor: APIRequestContext,
  url: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await visitor.post(url, {
    headers: { Accept: "application/json", ...(token ? { "X-Visitor-Token": token } : {}) },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  return isRecord(body) ? body : {};
}

/** A visitor's conversation with the org's agent: one question, then more until the org goes under the threshold. */
async function chatUnderThreshold(visitor: APIRequestContext, agentId: string, orgId: string): Promise<void> {
  const conversations = `/api/runtime/eu/agents/${agentId}/conversations`;
  const started = await runtimeCall(visitor, conversations, { channel: "widget" });
  const conversationId = String(started.conversationId);
  const token = String(started.visitorToken);
  let previous = await orgBalance(orgId);
  for (let sent = 1; ; sent++) {
    await runtimeCall(visitor, `${conversations}/${conversationId}/messages`, { text: `Question ${sent}?` }, token);
    const balance = await orgBalance(orgId);
    // under the threshold, or already recharged (the recharge starts right after the answer that took it under)
    if (balance < THRESHOLD || balance > previous) return;
    previous = balance;
    expect(sent, "ten answers did not take the org under its threshold").toBeLessThan(10);
  }
}

/**
 * An org with this card and auto-recharge on (under 100 credits, $5; the first test saves them
 * through the card), taken under its threshold by a visitor's conversation, whose recharge did not
 * go through for the reason expected. Answers the set-up and the visitor.
 */
async function rechargeWentWrong(
  fixtures: { browser: Browser; playwright: PlaywrightWorkerArgs["playwright"] },
  names: { label: string; orgName: string },
  cardNumber: string,
  issue: "declined" | "needs_confirmation",
) {
  const setup = await orgWithCard(fixtures.browser, names, cardNumber);
  await db.org.update({
    where: { id: setup.orgId },
    data: { autocharge: { automaticBilling: true, threshold: THRESHOLD, amount: 5 } },
  });
  const visitor = await fixtures.playwright.request.newContext({ baseURL: process.env.E2E_DASHBOARD_URL });
  await chatUnderThreshold(visitor, setup.agentId, setup.orgId);
  await expect
    .poll(async () => (await db.org.findUniqueOrThrow({ where: { id: setup.orgId } })).autochargeIssue, {
      timeout: 30_000,
    })
    .toBe(issue);
  return { ...setup, visitor };
}

test("an org's auto-recharge charges its card when conversations take it under the threshold", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const {
    url: portalUrl,
    stripe,
    accountId,
    agentId,
    orgId,
    email,
  } = await orgWithCard(browser, { label: "recharge", orgName: "Rota Dental" }, "4242424242424242");
  const onAccount = { stripeAccount: accountId };

  // the client turns auto-recharge on: under 100 credits, charge $5
  const client = await (await browser.newContext()).newPage();
  await signInClient(client, portalUrl, email, "convos");
  await client.goto(`${portalUrl}/billing`);
  const rechargeCard = client.getByTestId("org-auto-recharge-card");
  await expect(rechargeCard.getByRole("heading", { name: "Auto-Recharge" })).toBeVisible();
  await expect(rechargeCard.getByTestId("org-auto-recharge-needs-card")).toHaveCount(0);
  await expect(rechargeCard.getByLabel("Recharge amount", { exact: true })).toHaveValue("5");
  await rechargeCard.getByRole("switch", { name: "Enable auto-recharge" }).check();
  const threshold = rechargeCard.getByLabel("When credits fall below", { exact: true });
  await threshold.fill(String(THRESHOLD));
  await threshold.press("Enter");
  await expect(rechargeCard.getByTestId("org-auto-recharge-summary")).toContainText(
    "When your balance falls below 100 credits, $5 is charged to your saved card.",
  );
  await rechargeCard.getByRole("button", { name: "Save" }).click();
  await expect(client.getByText("Auto-recharge settings saved")).toBeVisible();
  expect((await db.org.findUniqueOrThrow({ where: { id: orgId } })).autocharge).toMatchObject({
    automaticBilling: true,
    threshold: THRESHOLD,
    amount: 5,
  });

  // a visitor chats with the org's agent through the widget's API until the org is under 100
  const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_DASHBOARD_URL });
  await chatUnderThreshold(visitor, agentId, orgId);

  // the recharge: $5 on the agency's account with the 5% fee, 1,250 credits at 0.004 USD each
  await expect.poll(() => orgBalance(orgId), { timeout: 30_000 }).toBeGreaterThan(1000);
  const balance = await orgBalance(orgId);
  expect(balance).toBeLessThan(THRESHOLD + 1250);
  const intents = await stripe.paymentIntents.list({ limit: 10 }, onAccount);
  expect(intents.data.map((intent) => [intent.amount, intent.application_fee_amount, intent.status])).toEqual([
    [500, 25, "succeeded"],
  ]);
  const grants = await db.creditLedgerEntry.findMany({ where: { orgId, reference: { startsWith: "connect_pi:" } } });
  expect(grants.map((entry) => Number(entry.amount))).toEqual([1250]);
  await visitor.dispose();
});

test("a declined recharge shows on the client's Auto-Recharge card until another card is saved, which is charged next", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  // a card that is saved but declined when charged
  const {
    url: portalUrl,
    stripe,
    accountId,
    agentId,
    orgId,
    email,
    visitor,
  } = await rechargeWentWrong(
    { browser, playwright },
    { label: "declined", orgName: "Dune Dental" },
    "4000000000000341",
    "declined",
  );

  // the client sees why, and replaces the card
  const client = await (await browser.newContext()).newPage();
  await signInClient(client, portalUrl, email, "convos");
  await client.goto(`${portalUrl}/billing`);
  const issue = client.getByTestId("org-auto-recharge-issue");
  await expect(issue).toHaveText(
    "The last automatic recharge failed: Your card was declined. Update your payment method to try again.",
  );
  await screenshots(client, "org-auto-recharge-declined", issue);
  const methodCard = client.getByTestId("payment-method-card");
  await methodCard.getByRole("button", { name: "Edit" }).click();
  await methodCard.getByLabel("Card number").fill("4242424242424242");
  await methodCard.getByLabel("Expiration date").fill("12 / 34");
  await methodCard.getByLabel("CVC").fill("123");
  await methodCard.getByRole("button", { name: "Update" }).click();
  await expect(methodCard.getByTestId("saved-card")).toHaveText("Visa •••• 4242");
  await expect(
    client.getByTestId("org-auto-recharge-card").getByRole("heading", { name: "Auto-Recharge" }),
  ).toBeVisible();
  await expect(issue).toHaveCount(0);

  // the next answer finds the org under its threshold and charges the new card at once (no day's wait)
  await chatUnderThreshold(visitor, agentId, orgId);
  await expect.poll(() => orgBalance(orgId), { timeout: 30_000 }).toBeGreaterThan(1000);
  const intents = await stripe.paymentIntents.list({ limit: 10 }, { stripeAccount: accountId });
  expect(intents.data.map((intent) => intent.status).sort()).toEqual(["requires_payment_method", "succeeded"]);
  await visitor.dispose();
});

test("a recharge the bank wants confirmed is paid from the client's Auto-Recharge card through Checkout", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  // a card whose bank asks for authentication on every off-session charge
  const {
    url: portalUrl,
    stripe,
    accountId,
    orgId,
    email,
    visitor,
  } = await rechargeWentWrong(
    { browser, playwright },
    { label: "confirm", orgName: "Elm Dental" },
    "4000002760003184",
    "needs_confirmation",
  );
  await visitor.dispose();
  const before = await orgBalance(orgId);

  // the org's admin sees why on the card and confirms the payment on the agency's Checkout page
  const client = await (await browser.newContext()).newPage();
  await signInClient(client, portalUrl, email, "convos");
  await client.goto(`${portalUrl}/billing`);
  const issue = client.getByTestId("org-auto-recharge-issue");
  await expect(issue).toContainText("Your bank asked to confirm the last automatic recharge.");
  await screenshots(client, "org-auto-recharge-confirm", issue);
  await issue.getByRole("link", { name: "Confirm payment" }).click();
  await client.waitForURL(/\/c\/pay\//);
  await client.getByLabel("Card number").fill("4242 4242 4242 4242");
  await client.getByLabel("Expiration").fill("12 / 34");
  await client.getByLabel("CVC").fill("123");
  await client.getByLabel("Name on card").fill("Elm Admin");
  await client.getByRole("button", { name: "Pay" }).click();
  await client.waitForURL(`${portalUrl}/billing?recharge=paid`);
  await expect(client.getByText("Thank you for confirming the recharge")).toBeVisible();

  // the completed Checkout's Connect event grants the recharge's 1,250 credits once, and the card's note goes
  await expect.poll(() => orgBalance(orgId), { timeout: 20_000 }).toBeCloseTo(before + 1250, 4);
  await client.reload();
  await expect(
    client.getByTestId("org-auto-recharge-card").getByRole("heading", { name: "Auto-Recharge" }),
  ).toBeVisible();
  await expect(issue).toHaveCount(0);
  const intents = await stripe.paymentIntents.list({ limit: 10 }, { stripeAccount: accountId });
  expect(
    intents.data.filter((intent) => intent.status === "succeeded").map((intent) => intent.application_fee_amount),
  ).toEqual([25]);
});

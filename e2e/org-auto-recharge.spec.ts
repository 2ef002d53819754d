import { createDbClient, type Db } from "@parlo/db";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isRecord } from "./api";
import { connectedAgencyWithClient, signInClient } from "./billing-agency";

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

test("an org's auto-recharge charges its card when conversations take it under the threshold", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  // the agency, its org (103 credits, just above the lowest threshold) and the org's admin client
  const {
    url: portalUrl,
    stripe,
    accountId,
    agentId,
    orgId,
    email,
  } = await connectedAgencyWithClient(browser, db, {
    label: "recharge",
    orgName: "Rota Dental",
    pages: ["convos", "billing"],
    orgCredits: START_CREDITS,
  });
  // the org's saved card on the agency's account (adding it through the portal is client-billing.spec's)
  const onAccount = { stripeAccount: accountId };
  const customer = await stripe.customers.create({ email, name: "Rota Dental" }, onAccount);
  const card = await stripe.paymentMethods.create(
    { type: "card", card: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" } },
    onAccount,
  );
  await stripe.paymentMethods.attach(card.id, { customer: customer.id }, onAccount);
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } }, onAccount);
  await db.org.update({ where: { id: orgId }, data: { stripeCustomerId: customer.id } });

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
  const conversations = `/api/runtime/eu/agents/${agentId}/conversations`;
  const started = await runtimeCall(visitor, conversations, { channel: "widget" });
  const conversationId = String(started.conversationId);
  const token = String(started.visitorToken);
  let sent = 0;
  while ((await orgBalance(orgId)) >= THRESHOLD && sent < 10) {
    await runtimeCall(visitor, `${conversations}/${conversationId}/messages`, { text: `Question ${sent + 1}?` }, token);
    sent += 1;
  }
  expect(sent).toBeGreaterThan(0);

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

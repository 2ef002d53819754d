import { expect, test, type Page } from "@playwright/test";

const MARKETING = process.env.E2E_MARKETING_URL ?? "http://localhost:3002";

/** The list items and table rows of the page that mention `name`. */
function itemsNaming(page: Page, name: RegExp) {
  return page.locator("li, tr").filter({ hasText: name });
}

/** Every list item and table row naming a feature that has not shipped carries the badge. */
async function expectComingSoonWherever(page: Page, name: RegExp): Promise<void> {
  const items = await itemsNaming(page, name).all();
  expect(items.length, `items naming ${name}`).toBeGreaterThan(0);
  for (const item of items) {
    await expect(item).toContainText("Coming soon");
  }
}

test("the landing page shows Coming soon next to WhatsApp and phone numbers, not next to the chat widget", async ({
  page,
}) => {
  await page.goto(MARKETING);
  await expectComingSoonWherever(page, /WhatsApp/);
  await expectComingSoonWherever(page, /phone numbers/i);

  const channels = page.getByRole("region", { name: "Channels" });
  await expect(channels.getByRole("listitem").filter({ hasText: "WhatsApp" })).toContainText("Coming soon");
  await expect(channels.getByRole("listitem").filter({ hasText: /phone numbers/i })).toContainText("Coming soon");
  await expect(channels.getByRole("listitem").filter({ hasText: /chat widget/i })).not.toContainText("Coming soon");

  const widgetCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /chat widget/i }) });
  await expect(widgetCard).toBeVisible();
  await expect(widgetCard).not.toContainText("Coming soon");
  await expect(page.getByText("Coming soon").first()).toBeVisible();
});

test("the pricing page shows Coming soon next to WhatsApp and phone numbers, not next to the chat widget", async ({
  page,
}) => {
  await page.goto(`${MARKETING}/pricing`);
  await expectComingSoonWherever(page, /WhatsApp/);
  await expectComingSoonWherever(page, /phone numbers/i);

  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /WhatsApp/ })).toContainText("Coming soon");
  await expect(table.getByRole("row", { name: /Phone numbers/ })).toContainText("Coming soon");
  const widgetRow = table.getByRole("row", { name: /chat widget/i });
  await expect(widgetRow).toContainText("Available");
  await expect(widgetRow).not.toContainText("Coming soon");
  await expect(page.getByRole("listitem").filter({ hasText: "Embeddable chat widget" })).not.toContainText(
    "Coming soon",
  );
});

test("the docs say channels are coming instead of giving their set-up steps, and give the agency's", async ({
  page,
}) => {
  await page.goto(`${MARKETING}/docs`);
  const channels = page.locator("section#channels");
  await expect(channels.getByText("Website Script")).toBeVisible();
  const note = channels.getByRole("note");
  await expect(note).toContainText("Coming soon");
  await expect(note).toContainText("WhatsApp");
  await expect(note).toContainText("not available yet");
  // the client portal, custom domains and client billing have shipped: their steps, no notice
  const agency = page.locator("section#agency");
  await expect(agency.getByRole("note")).toHaveCount(0);
  await expect(agency).toContainText("Card payments in SAAS Mode");
  await expect(agency).toContainText("CNAME");
});

import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

/**
 * The Email tab of the agency page (/app/eu/agency?activeTabIndex=2) against the e-mail API
 * stand-in (EMAIL_API_URL): a new owner saves the agency, adds a sending domain, sees the DNS
 * records (a value copies on click), presses Verify DNS Records (Pending..), the stand-in marks the
 * domain verified (its control route, E2E_EMAIL_API_CONTROL_URL) and the tab shows it within its
 * 5 s check; then Delete Domain after the confirmation. Messages are the spec's words
 * (agency-shell-dashboards.md sections 4, 5 and 8).
 */

test.describe.configure({ mode: "serial" });

const CONTROL_URL = process.env.E2E_EMAIL_API_CONTROL_URL ?? "";
const MESSAGES = {
  added: "Domain added successfully! Please add the DNS records.",
  pending: "Domain verification pending..",
  verified: "Domain verification successful..",
  deleted: "Domain deleted successfully..",
  confirm: "You will be deleting this domain:",
  root: "Please enter a root domain, such as youragency.com.",
  copied: "Copied to Clipboard",
  saveFirst: "Save your agency settings first.",
};
const DOMAIN = `northwind-${randomBytes(4).toString("hex")}.com`;

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  page = await context.newPage();
  await signUpToAgents(page, uniqueEmail("email-domain"), "Eve Email");
});

test.afterAll(async () => {
  await page.context().close();
});

const tabPanel = () => page.getByTestId("email-domain");
const notice = (text: string) => page.getByRole("status").getByText(text, { exact: true });
const domainInput = () => page.getByLabel("Domain", { exact: true });
const verifyButton = () => tabPanel().getByRole("button", { name: /Verify DNS Records|Pending\.\.|Verified/ });
const rows = () => tabPanel().getByRole("row");
/** The records as shown: the table's rows on a wide card, the list's items on a narrow one. */
const records = () => tabPanel().getByTestId("email-domain-record").filter({ visible: true });
const noRecords = () => tabPanel().getByTestId("email-domain-no-records").filter({ visible: true });

async function openEmailTab(): Promise<void> {
  await page.goto("/app/eu/agency?activeTabIndex=2");
  await expect(page.getByRole("tab", { name: "Email", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(tabPanel()).toBeVisible();
}

test("before the agency's first save the tab asks for it", async () => {
  expect(CONTROL_URL, "the e2e set-up starts the e-mail API stand-in").not.toBe("");
  await openEmailTab();
  await expect(page.getByText(MESSAGES.saveFirst)).toBeVisible();
  await expect(domainInput()).toBeDisabled();

  await page.getByRole("tab", { name: "Overview", exact: true }).click();
  await page.getByLabel("Agency name").fill("Northwind Digital");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notice("Agency settings initialized")).toBeVisible();
  await page.getByRole("tab", { name: "Email", exact: true }).click();
  await expect(page.getByText(MESSAGES.saveFirst)).toHaveCount(0);
  await expect(domainInput()).toBeEnabled();
});

test("adds a root domain and shows its DNS records", async () => {
  await openEmailTab();
  await expect(noRecords()).toHaveText("No domain added yet.");

  // a sub-domain is refused, under the field and as a notice
  await domainInput().fill(`mail.${DOMAIN}`);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(tabPanel().getByText(MESSAGES.root, { exact: true })).toBeVisible();
  await expect(domainInput()).toHaveAttribute("aria-invalid", "true");

  // typed loosely: lower-cased, spaces removed; Enter adds (it does not save the settings form)
  await domainInput().fill(` ${DOMAIN.toUpperCase()} `);
  await expect(domainInput()).toHaveValue(DOMAIN);
  await domainInput().press("Enter");
  await expect(notice(MESSAGES.added)).toBeVisible();
  await expect(tabPanel().getByTestId("email-domain-name")).toHaveText(DOMAIN);
  await expect(tabPanel().getByText("Not started").first()).toBeVisible();

  await expect(rows().first()).toHaveText(/Type\s*Name\s*Value\s*Priority\s*Status/);
  await expect(records()).toHaveCount(3);
  // type, name, value, priority, status
  const mx = records().first();
  await expect(mx).toHaveText(/^MX\s*send\s*feedback-smtp\.us-east-1\.amazonses\.com\s*10\s*Not started$/);
  await expect(records().filter({ hasText: "resend._domainkey" })).toContainText("TXT");

  // a value copies itself on click
  await mx.getByRole("button", { name: /record value/ }).click();
  await expect(notice(MESSAGES.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("feedback-smtp.us-east-1.amazonses.com");

  // the domain is stored: a reload finds it
  await openEmailTab();
  await expect(tabPanel().getByTestId("email-domain-name")).toHaveText(DOMAIN);
  await expect(verifyButton()).toHaveText("Verify DNS Records");
});

test("Verify DNS Records: pending, then verified once the e-mail API says so", async () => {
  await openEmailTab();
  await verifyButton().click();
  await expect(notice(MESSAGES.pending)).toBeVisible();
  await expect(verifyButton()).toHaveText("Pending..");
  await expect(verifyButton()).toBeDisabled();
  await expect(tabPanel().getByText("Pending", { exact: true }).first()).toBeVisible();

  // the DNS records are found: the next check (every 5 s) shows it
  const marked = await page.request.post(`${CONTROL_URL}/domains/${DOMAIN}/verify`);
  expect(marked.ok()).toBe(true);
  await expect(notice(MESSAGES.verified)).toBeVisible({ timeout: 12_000 });
  await expect(verifyButton()).toHaveText("Verified");
  await expect(records().filter({ hasText: "Verified" })).toHaveCount(3);

  await openEmailTab();
  await expect(verifyButton()).toHaveText("Verified");
});

test("Delete Domain asks first, then empties the tab", async () => {
  await openEmailTab();
  await tabPanel().getByRole("button", { name: "Delete Domain" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`${MESSAGES.confirm} ${DOMAIN}`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tabPanel().getByTestId("email-domain-name")).toHaveText(DOMAIN);

  await tabPanel().getByRole("button", { name: "Delete Domain" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Domain" }).click();
  await expect(notice(MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(domainInput()).toHaveValue("");
  await expect(noRecords()).toHaveText("No domain added yet.");

  await openEmailTab();
  await expect(domainInput()).toBeEnabled();
  await expect(tabPanel().getByTestId("email-domain-name")).toHaveCount(0);
});

test("light, dark and 375 px screenshots", async ({ browser }, testInfo) => {
  // a domain to show, with its records
  await openEmailTab();
  await domainInput().fill(DOMAIN);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(notice(MESSAGES.added)).toBeVisible();
  for (const look of [
    { name: "light", colorScheme: "light" as const, width: 1440, height: 1000 },
    { name: "dark", colorScheme: "dark" as const, width: 1440, height: 1000 },
    { name: "phone", colorScheme: "light" as const, width: 375, height: 812 },
  ]) {
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      colorScheme: look.colorScheme,
      viewport: { width: look.width, height: look.height },
    });
    const shot = await context.newPage();
    await shot.goto("/app/eu/agency?activeTabIndex=2");
    await expect(shot.getByTestId("email-domain-name")).toHaveText(DOMAIN);
    // a table on a wide card, a list on a phone; both hold the three records
    await expect(shot.getByTestId("email-domain-record").filter({ visible: true })).toHaveCount(3);
    await expect(shot.getByRole("table")).toBeVisible({ visible: look.name !== "phone" });
    const overflow = await shot.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${look.name} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    await shot.screenshot({ path: testInfo.outputPath(`email-tab-${look.name}.png`), fullPage: true });
    await shot.getByRole("button", { name: "Delete Domain" }).click();
    await expect(shot.getByRole("alertdialog")).toBeVisible();
    await shot.screenshot({ path: testInfo.outputPath(`email-tab-${look.name}-dialog.png`) });
    await context.close();
  }
});

import { waitForMessage } from "@parlo/email/dev-mailbox";
import { agencyFormWithTabs, dnsStandInClient } from "@parlo/testing";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createAgent, euWorkspaceId, isRecord, trpcMutation } from "./api";
import { MAILBOX_URL, uniqueEmail } from "./mailbox";
import { screenshots } from "./screenshots";
import { signUpToAgents } from "./sign-up";

/**
 * The Domains tab (agency-shell-dashboards.md sections 2, 4, 5, 8): an owner claims a product
 * sub-domain and the portal answers on `{sub}.localhost` in the agency's brand only; unknown hosts
 * get a neutral not-found; a custom domain shows its DNS record, its instructions reach a
 * developer's mailbox, another agency is refused the same domain, and once the local DNS server
 * answers the record the panel turns verified, then live (HTTPS through the stack's Caddy).
 */

const PORTAL = new URL(process.env.E2E_PORTAL_URL ?? "http://localhost:3001");
const PRODUCT_BRAND = /Parlo/i;
const MESSAGES = {
  subDomainTaken: "This domain already exists. Please try another one.",
  customDomainTaken: "This domain already exists on another account.",
  needsSubdomain: (host: string) => `Please input a subdomain: "${host}"`,
  dnsInstructionsSent: "DNS instructions sent successfully!",
  invalidEmail: "Please enter a valid email address",
};

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type OwnerState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A new owner whose agency is saved under `name`, with the whitelabel trial running. */
async function agencyOwner(browser: Browser, name: string): Promise<{ state: OwnerState; workspaceId: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpToAgents(page, uniqueEmail("domains"), "Dom Owner");
  const workspaceId = await euWorkspaceId(page);
  await trpcMutation(page, "agency.save", {
    region: "eu",
    workspaceId,
    agency: {
      ...agencyFormWithTabs([]),
      name,
      brandingText: "AI agents for **bakeries**",
      customTheme: { ...agencyFormWithTabs([]).customTheme, primary: "#16a34a" },
    },
  });
  await trpcMutation(page, "agency.activateWhitelabelTrial", { region: "eu", workspaceId });
  const state = await context.storageState();
  await context.close();
  return { state, workspaceId };
}

async function domainsTab(browser: Browser, state: OwnerState): Promise<Page> {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/app/eu/agency?activeTabIndex=1");
  await expect(page.getByLabel("Sub-domain")).toBeEditable();
  return page;
}

/** The message of a tRPC error answer (its superjson envelope holds it at error.json.message). */
function trpcErrorMessage(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  const json = isRecord(error) ? error.json : undefined;
  return isRecord(json) && typeof json.message === "string" ? json.message : "";
}

test("an owner claims a sub-domain and the portal answers on it in the agency's brand only", async ({ browser }) => {
  // two sign-ups, an agent, screenshots in three looks
  test.setTimeout(150_000);
  const name = `Crumb & Co ${suffix()}`;
  const owner = await agencyOwner(browser, name);
  const page = await domainsTab(browser, owner.state);

  const label = `Crumb ${suffix()}`;
  const expected = label.toLowerCase().replace(/\s+/g, "");
  await page.getByLabel("Sub-domain").fill(label);
  await expect(page.getByLabel("Sub-domain")).toHaveValue(expected);
  await expect(page.getByText(`.${PORTAL.hostname}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Verify" }).first().click();
  const url = `http://${expected}.${PORTAL.hostname}:${PORTAL.port}`;
  await expect(page.getByRole("link", { name: url })).toBeVisible();
  await expect(page.getByLabel("Sub-domain")).toBeDisabled();

  // the agency's portal on {sub}.localhost: its name, text, colour and nothing of ours
  const portal = await page.context().newPage();
  await portal.goto(url);
  const landing = portal.getByTestId("agency-landing");
  await expect(landing.getByRole("heading", { name })).toBeVisible();
  await expect(landing.getByText("bakeries")).toBeVisible();
  await expect(portal).toHaveTitle(name);
  expect(await portal.locator("body").innerText()).not.toMatch(PRODUCT_BRAND);
  expect(await portal.locator('link[rel="icon"]').count()).toBe(0);
  const primary = await portal
    .locator(".agency-portal")
    .evaluate((node) => getComputedStyle(node).getPropertyValue("--color-primary").trim());
  expect(primary).toBe("#16a34a");
  await screenshots(portal, "agency-portal", landing);
  await screenshots(page, "domains-sub-domain", page.getByRole("link", { name: url }));

  // the demo path on the agency's host shows its own agent, in a frame of the agent's chat page
  const agentId = await createAgent(page, { title: "Bakery Helper" });
  await trpcMutation(page, "agent.publish", { region: "eu", agentId });
  await portal.goto(`${url}/eu/prototype/${agentId}`);
  await expect(portal).toHaveTitle(/Bakery Helper/);
  const chat = portal.frameLocator('[data-testid="agency-demo-chat"]');
  await expect(chat.getByRole("textbox", { name: "Message" })).toBeVisible();

  // another agency is refused the same sub-domain, and its agents are not demoed here
  const other = await agencyOwner(browser, `Other ${suffix()}`);
  const otherPage = await domainsTab(browser, other.state);
  const otherAgent = await createAgent(otherPage, { title: "Not Theirs" });
  // (Node does not resolve *.localhost: the browser asks)
  expect((await portal.goto(`${url}/eu/prototype/${otherAgent}`))?.status()).toBe(404);
  await otherPage.getByLabel("Sub-domain").fill(expected);
  await otherPage.getByRole("button", { name: "Verify" }).first().click();
  await expect(otherPage.getByText(MESSAGES.subDomainTaken).first()).toBeVisible();

  // Cancel frees it: the portal stops answering there
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Sub-domain")).toBeEditable();
  await expect.poll(async () => (await portal.goto(url))?.status()).toBe(404);
  await page.context().close();
  await otherPage.context().close();
});

test("an unknown host gets a neutral not-found page", async ({ page }) => {
  const response = await page.goto(`http://nobody-${suffix()}.${PORTAL.hostname}:${PORTAL.port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
  expect(await page.locator("body").innerText()).not.toMatch(PRODUCT_BRAND);
  await expect(page).not.toHaveTitle(PRODUCT_BRAND);
});

test("a custom domain shows its DNS record, reaches a developer, is nobody else's, turns verified then live", async ({
  browser,
}) => {
  // two sign-ups, a mail, the DNS poll and the certificate, screenshots in three looks
  test.setTimeout(150_000);
  const owner = await agencyOwner(browser, `Sprout ${suffix()}`);
  const page = await domainsTab(browser, owner.state);
  const field = page.getByLabel("Custom domain");

  await field.fill("sprout-agency.com");
  await page.getByRole("button", { name: "Verify" }).last().click();
  await expect(page.getByText(MESSAGES.needsSubdomain("sprout-agency.com")).first()).toBeVisible();

  const domain = `portal.sprout-${suffix()}.com`;
  await field.fill(` Portal.${domain.slice("portal.".length).toUpperCase()} `);
  await expect(field).toHaveValue(domain);
  await page.getByRole("button", { name: "Verify" }).last().click();
  const panel = page.getByTestId("custom-domain-panel");
  await expect(panel.getByText(domain)).toBeVisible();
  // a table on a wide card, a list on a narrow one: the one shown
  const row = panel.getByTestId("custom-domain-record").filter({ visible: true });
  await expect(row).toContainText("CNAME");
  await expect(row).toContainText("portal");
  await expect(row).toContainText(PORTAL.hostname);
  await expect(row).toContainText("Auto");
  await expect(panel.getByText("DNS changes can take 24-48 hours to propagate")).toBeVisible();
  await panel.getByRole("button", { name: "How to add records" }).click();
  await expect(panel.getByText("Leave TTL at its default (Auto).", { exact: false })).toBeVisible();
  await screenshots(page, "domains-custom-domain", panel);

  // Email Your Developer: Send waits for a valid address, then the mail arrives
  await panel.getByRole("button", { name: "Email Your Developer" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Your Developer" });
  const send = dialog.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Developer's email").fill("not-an-address");
  await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expect(send).toBeDisabled();
  const developer = uniqueEmail("developer");
  await dialog.getByLabel("Developer's email").fill(developer);
  const since = new Date();
  await send.click();
  await expect(page.getByText(MESSAGES.dnsInstructionsSent)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await waitForMessage({ mailboxUrl: MAILBOX_URL, to: developer, since, timeoutMs: 15_000 });
  expect(mail.subject).toBe(`DNS records to connect ${domain}`);
  expect(mail.text).toContain(`CNAME  portal  ${PORTAL.hostname}`);

  // another agency is refused the same domain, in the spec's words
  const other = await agencyOwner(browser, `Other ${suffix()}`);
  const otherPage = await domainsTab(browser, other.state);
  const refused = await otherPage.request.post("/api/trpc/agency.setCustomDomain", {
    data: { json: { region: "eu", workspaceId: other.workspaceId, customDomain: domain } },
    headers: { origin: new URL(otherPage.url()).origin },
  });
  expect(trpcErrorMessage(await refused.json())).toBe(MESSAGES.customDomainTaken);
  await otherPage.getByLabel("Custom domain").fill(domain);
  await otherPage.getByRole("button", { name: "Verify" }).last().click();
  await expect(otherPage.getByText(MESSAGES.customDomainTaken).first()).toBeVisible();

  // the local DNS server starts answering the record: the panel (polling every 5 s) turns
  // verified, then live once the portal answers over HTTPS through the stack's Caddy
  const controlUrl = process.env.E2E_DNS_CONTROL_URL ?? "";
  expect(controlUrl, "E2E_DNS_CONTROL_URL (set by scripts/test.ts)").not.toBe("");
  await dnsStandInClient(controlUrl).set(domain, { cname: PORTAL.hostname });
  await expect(panel.getByText("Domain verified").first()).toBeVisible({ timeout: 20_000 });
  const httpsPort = process.env.E2E_CUSTOM_DOMAIN_HTTPS_PORT ?? "443";
  const live = `https://${domain}${httpsPort === "443" ? "" : `:${httpsPort}`}`;
  await expect(panel.getByRole("link", { name: live })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Live", { exact: true })).toBeVisible();
  await screenshots(page, "domains-custom-domain-live", panel.getByRole("link", { name: live }));

  // Delete Domain clears both states
  await panel.getByRole("button", { name: "Delete Domain" }).click();
  await expect(page.getByLabel("Custom domain")).toBeEditable();
  await page.context().close();
  await otherPage.context().close();
});

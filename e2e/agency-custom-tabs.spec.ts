import { agencyFormWithTabs, probeCustomTab, solidPng } from "@parlo/testing";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { FROM_DASHBOARD_PAGE, euWorkspaceId, isRecord, trpcMutation } from "./api";
import { uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

/**
 * Agency > Custom Tabs: an owner adds two tabs, reorders them, is refused a reserved and a
 * duplicate URL with the spec's messages, saves and finds them again after a reload. A saved HTML
 * tab's preview runs its script in a sandboxed frame with an opaque origin: the script can read
 * neither the dashboard's cookies nor its page, not even when the tab's document is opened on its own.
 */

const SANDBOX = "allow-scripts allow-forms allow-popups allow-modals";
const SANDBOX_POLICY = `sandbox ${SANDBOX}; frame-ancestors 'self'`;

/** The message of a tRPC error answer (its superjson envelope holds it at error.json.message). */
function trpcErrorMessage(body: unknown): string {
  const error = isRecord(body) ? body.error : undefined;
  const json = isRecord(error) ? error.json : undefined;
  return isRecord(json) && typeof json.message === "string" ? json.message : "";
}

type OwnerState = Awaited<ReturnType<BrowserContext["storageState"]>>;
let owner: OwnerState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpToAgents(page, uniqueEmail("tabs-owner"), "Tabitha Owner");
  owner = await context.storageState();
  await context.close();
});

/** A page of the owner's, signed in (a context of its own, so emulated media and size stay per test). */
async function ownerPage(browser: Browser, options: { width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    storageState: owner,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  return context.newPage();
}

/** Screenshots of the page as it is now in light, dark and at 375 px wide (in this test's output folder). */
async function screenshots(page: Page, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const shoot = async (variant: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}-${variant}.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await ready(page);
  await shoot("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await ready(page);
  await shoot("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await ready(page);
  await shoot("375");
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an owner adds two custom tabs, reorders them, is refused reserved and duplicate URLs, and saves", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await page.goto("/app/eu/agency?activeTabIndex=4");
  const editor = page.getByTestId("custom-tabs-editor");
  await expect(editor).toBeVisible();
  const add = editor.getByRole("button", { name: "Add tab" });
  await expect(add).toBeEnabled();

  // the first tab: added expanded, its label focused
  await add.click();
  const label = editor.getByLabel("Label", { exact: true });
  const url = editor.getByLabel("URL", { exact: true });
  await expect(label).toBeFocused();
  await label.fill("Reports");
  await url.fill("reports");
  await expect(editor.getByText("URL must include a leading slash (/)")).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await url.fill("/reports");
  await expect(editor.getByText("URL must include a leading slash (/)")).toHaveCount(0);
  await editor.getByLabel("HTML content").fill("<h1>Monthly reports</h1>");
  // the icon: the upload route's refusal shows (1 MB at most), then a small PNG is taken
  const iconFile = editor.locator('input[type="file"]');
  await iconFile.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(1_100_000) });
  await expect(editor.getByText("Max size: 1 MBs")).toBeVisible();
  await iconFile.setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: solidPng(64, 64, "#2563eb") });
  await expect(editor.getByRole("button", { name: "Change icon" })).toBeVisible();
  await expect(editor.getByText("Max size: 1 MBs")).toHaveCount(0);
  await editor.getByRole("button", { name: /^Done/ }).click();

  // the second tab: a default tab's URL and the first tab's URL are refused as they are typed
  await add.click();
  await label.fill("Help");
  await url.fill("/home");
  await expect(editor.getByText("This URL is reserved for a default tab")).toBeVisible();
  await url.fill("/Reports");
  await expect(editor.getByText("This URL is already used by another tab")).toBeVisible();
  await url.fill("/help");
  await expect(editor.getByText("This URL is already used by another tab")).toHaveCount(0);
  await editor.getByRole("radio", { name: /^Embedded page/ }).check();
  await editor.getByLabel("Page URL").fill("https://help.example.com/embed");
  await editor.getByRole("switch", { name: "Always visible" }).check();
  await editor.getByRole("button", { name: /^Done/ }).click();

  // collapsed rows in the order added; the first cannot go up, the last cannot go down
  const labels = editor.getByTestId("custom-tab-label");
  await expect(labels).toHaveText(["Reports", "Help"]);
  await expect(editor.getByTestId("custom-tab-href")).toHaveText(["/reports", "/help"]);
  await expect(editor.getByText("Always visible", { exact: true })).toBeVisible();
  await expect(editor.getByRole("button", { name: "Move Reports up" })).toBeDisabled();
  await expect(editor.getByRole("button", { name: "Move Help down" })).toBeDisabled();
  await editor.getByRole("button", { name: "Move Help up" }).click();
  await expect(labels).toHaveText(["Help", "Reports"]);
  // the keyboard focus stays with the moved tab (its Move up is now disabled)
  await expect(editor.getByRole("button", { name: "Move Help down" })).toBeFocused();

  // nothing saved yet: no preview to open
  await expect(editor.getByRole("link", { name: /^Preview/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^(Saved successfully|Agency settings initialized)$/).first()).toBeVisible();
  await expect(editor.getByRole("link", { name: /^Preview/ })).toHaveCount(2);
  await page.reload();
  await expect(labels).toHaveText(["Help", "Reports"]);
  await expect(editor.getByTestId("custom-tab-href")).toHaveText(["/help", "/reports"]);
  await expect(editor.getByTestId("custom-tab").nth(1).locator("img")).toHaveAttribute("src", /\/uploads\/users\//);

  // the server refuses the same URLs with the same messages, and stores nothing
  const workspaceId = await euWorkspaceId(page);
  const form = agencyFormWithTabs([probeCustomTab({ href: "/help" }), probeCustomTab({ href: "/HELP" })]);
  const refused = await page.request.post("/api/trpc/agency.save", {
    data: { json: { region: "eu", workspaceId, agency: form } },
    headers: FROM_DASHBOARD_PAGE,
  });
  expect(refused.status()).toBe(400);
  expect(trpcErrorMessage(await refused.json())).toContain("This URL is already used by another tab");
  await page.reload();
  await expect(labels).toHaveText(["Help", "Reports"]);

  await screenshots(page, "custom-tabs-editor", async (shown) => {
    await expect(shown.getByTestId("custom-tab-label")).toHaveText(["Help", "Reports"]);
    await shown.getByTestId("custom-tabs-editor").getByRole("button", { name: "Edit Reports" }).click();
    await expect(shown.getByLabel("HTML content")).toBeVisible();
  });
  await page.context().close();
});

test("a custom tab's script runs sandboxed: no cookie, no parent page, an opaque origin even opened directly", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await page.goto("/app/eu/agents");
  const workspaceId = await euWorkspaceId(page);
  await trpcMutation(page, "agency.save", {
    region: "eu",
    workspaceId,
    agency: agencyFormWithTabs([
      probeCustomTab(),
      probeCustomTab({
        label: "Partner site",
        href: "/partner",
        pageType: "iframe",
        iframeUrl: "https://partner.example.com/embed",
      }),
      probeCustomTab({
        label: "Own site",
        href: "/own",
        pageType: "iframe",
        iframeUrl: new URL(page.url()).origin.replace(/^http:/, "https:"),
      }),
    ]),
  });

  // the dashboard page itself has its session cookie, and a script of its own reads a readable cookie
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.endsWith("next-auth.session-token"))).toBe(true);
  await page.evaluate(() => {
    document.cookie = "dashboard-probe=readable-by-the-dashboard; path=/";
  });
  expect(await page.evaluate(() => document.cookie)).toContain("dashboard-probe=readable-by-the-dashboard");

  // the preview: a header and the tab in a frame without allow-same-origin
  const preview = await page.goto("/app/eu/c/probe");
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()["content-security-policy"]).toMatch(/frame-src 'self'[^;]* https:/);
  await expect(page.getByRole("heading", { name: "Sandbox probe" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Custom tabs" })).toHaveAttribute(
    "href",
    "/app/eu/agency?activeTabIndex=4",
  );
  const frameElement = page.locator('iframe[title="Sandbox probe (custom tab)"]');
  await expect(frameElement).toHaveAttribute("sandbox", SANDBOX);
  const frame = page.frameLocator('iframe[title="Sandbox probe (custom tab)"]');
  await expect(frame.getByRole("heading", { name: "Sandbox probe" })).toBeVisible();
  await expect(frame.locator("#cookie")).toHaveText(/^cookie: blocked \(SecurityError\)$/);
  await expect(frame.locator("#parent")).toHaveText(/^parent: blocked \(SecurityError\)$/);
  await expect(frame.locator("#storage")).toHaveText(/^storage: blocked \(SecurityError\)$/);
  await expect(frame.locator("#origin")).toHaveText("origin: null");
  // and the dashboard page still has its cookies
  expect(await page.evaluate(() => document.cookie)).toContain("dashboard-probe=");

  // the tab's own document: sandboxed by its headers (the app-wide ones do not replace them), no cookie set
  const src = (await frameElement.getAttribute("src")) ?? "";
  expect(src).toBe(`/api/agency/custom-tab/eu/${workspaceId}/probe`);
  const direct = await page.request.get(src);
  expect(direct.status()).toBe(200);
  const headers = direct.headers();
  expect(headers["content-security-policy"]).toBe(SANDBOX_POLICY);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["set-cookie"]).toBeUndefined();
  await page.goto(src);
  await expect(page.locator("#cookie")).toHaveText(/^cookie: blocked/);
  await expect(page.locator("#origin")).toHaveText("origin: null");

  // anyone else gets nothing: signed out, or another account
  const stranger = await browser.newContext();
  expect((await stranger.request.get(src)).status()).toBe(404);
  await stranger.close();

  // an iframe tab: the partner's https page keeps its own origin; the dashboard's own origin is refused
  await page.goto("/app/eu/c/partner");
  const partner = page.locator('iframe[title="Partner site (custom tab)"]');
  await expect(partner).toHaveAttribute("src", "https://partner.example.com/embed");
  await expect(partner).toHaveAttribute("sandbox", `${SANDBOX} allow-same-origin`);
  await page.goto("/app/eu/c/own");
  await expect(page.getByRole("heading", { name: "This page cannot be shown here" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);

  // an address no saved tab has
  await page.goto("/app/eu/c/nothing/here");
  await expect(page.getByRole("heading", { name: "No saved tab at /nothing/here" })).toBeVisible();

  await page.goto("/app/eu/c/probe");
  await screenshots(page, "custom-tab-preview", async (shown) => {
    await expect(shown.frameLocator('iframe[title="Sandbox probe (custom tab)"]').locator("#origin")).toHaveText(
      "origin: null",
    );
  });
  await page.goto("/app/eu/c/nothing");
  await screenshots(page, "custom-tab-preview-empty", async (shown) => {
    await expect(shown.getByRole("heading", { name: "No saved tab at /nothing" })).toBeVisible();
  });
  await page.context().close();
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { greyJpeg, solidPng } from "@parlo/testing";
import { euWorkspaceId, isRecord, trpcMutation } from "./api";
import { uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

/**
 * The agency settings page (/app/eu/agency) of a new owner, whose workspace has no whitelabel
 * add-on: every Overview, Theme and Footer field filled, the logo, dark logo and favicon uploaded
 * (a wrong-size PNG and a JPEG refused with the route's message), the preview following each
 * change, the first save creating the agency and a reload finding everything; a refused font named
 * under its field; the upsell, the 14-day trial, the custom domain field unlocked and the side
 * navigation's notice. Messages are the spec's words (agency-shell-dashboards.md sections 5 and 8).
 */

test.describe.configure({ mode: "serial" });

const TABS = ["Overview", "Domains", "Email", "Theme", "Custom Tabs", "SAAS Mode", "Auto Billing", "Footer"];
const MESSAGES = {
  unsaved: "There are unsaved changes.",
  allSaved: "All changes saved.",
  saved: "Saved successfully",
  initialized: "Agency settings initialized",
  saveFailed: "Error occured when trying to save..",
  fontInvalid: "This font name is not a valid one, please double check font name.",
  logoSize: "The logo must be a 256x256 PNG.",
  faviconSize: "The favicon must be a 32x32 PNG.",
  pngOnly: "Only png Files",
  email: "Please enter a valid email.",
  whitelabelOnly: "This feature is available in whitelabel addon only",
};
const OFFERS =
  /Add the whitelabel add-on \(50 USD\/month\)|Upgrade to pay-as-you-go with the whitelabel add-on \(70 USD\/month\)/;

const BRAND = {
  name: "Northwind Digital",
  brandingText: "Welcome to your **client dashboard**.\nQuestions? Write to us.",
  font: "Lobster",
  mainWebsite: "https://northwind.example",
  supportEmail: "help@northwind.example",
  tosPage: "https://northwind.example/terms",
  privacyPage: "https://northwind.example/privacy",
  address: "Northwind Digital\n1 Harbour Road, Bristol",
  secondary: "#f59e0b",
  css: "header {\n  letter-spacing: 0.02em;\n}",
};
// THEME_PRESETS.green of @parlo/validators
const GREEN = { hex: "#16a34a", rgb: "rgb(22, 163, 74)" };

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await browser.newPage();
  await signUpToAgents(page, uniqueEmail("agency"), "Ada Agency");
});

test.afterAll(async () => {
  await page.context().close();
});

const preview = () => page.getByTestId("agency-preview");
const saveButton = () => page.getByRole("button", { name: "Save", exact: true });
const tab = (name: string) => page.getByRole("tab", { name, exact: true });
const imageField = (label: string) => page.getByRole("group", { name: label, exact: true });

/** Opens the page (on a tab) and waits for its form, which loads after hydration. */
async function openAgency(tabIndex?: number): Promise<void> {
  await page.goto(tabIndex === undefined ? "/app/eu/agency" : `/app/eu/agency?activeTabIndex=${tabIndex}`);
  await expect(page.getByTestId("agency-settings")).toBeVisible();
}

/** Picks a file through the field's Upload button, as a user does. */
async function upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await imageField(label)
    .getByRole("button", { name: `Upload ${label.toLowerCase()}` })
    .click();
  await (await chooser).setFiles(file);
}

const png = (name: string, size: number, hex: string) => ({
  name,
  mimeType: "image/png",
  buffer: solidPng(size, size, hex),
});

/** Chooses a segment of a choice group (the radios are drawn as labelled segments). */
async function choose(scope: Locator | Page, legend: string, label: string): Promise<void> {
  const group = scope.getByRole("group", { name: legend });
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole("radio", { name: label })).toBeChecked();
}

test("the page: title, the eight tabs in order, the saved line and a disabled Save", async () => {
  await openAgency();
  await expect(page.getByRole("heading", { name: "Agency", exact: true })).toBeVisible();
  await expect(page.getByText("Adjust agency settings")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(TABS);
  await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(MESSAGES.allSaved)).toBeVisible();
  await expect(saveButton()).toBeDisabled();
  await expect(tab("Auto Billing")).toHaveAttribute("title", MESSAGES.whitelabelOnly);

  // the intro card stays dismissed
  await expect(page.getByRole("heading", { name: "Set up your agency" })).toBeVisible();
  await page.getByRole("button", { name: "Dismiss the introduction" }).click();
  await expect(page.getByRole("heading", { name: "Set up your agency" })).toHaveCount(0);

  // ?activeTabIndex= presets the tab; choosing a tab keeps it in the address
  await openAgency(4);
  await expect(tab("Custom Tabs")).toHaveAttribute("aria-selected", "true");
  await expect(preview()).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Set up your agency" })).toHaveCount(0);
  await tab("Theme").click();
  await expect(page).toHaveURL(/activeTabIndex=3$/);
  await expect(preview()).toBeVisible();
});

test("Overview: every field, uploads checked by the route, a bad e-mail refused before sending, the preview follows", async () => {
  await openAgency(0);
  let saveCalls = 0;
  const countSave = (request: { url: () => string }) => {
    if (request.url().includes("agency.save")) saveCalls += 1;
  };
  page.on("request", countSave);

  await page.getByLabel("Agency name").fill(BRAND.name);
  await expect(preview().getByTestId("preview-name")).toHaveText(BRAND.name);
  await expect(page.getByText(MESSAGES.unsaved)).toBeVisible();
  await expect(saveButton()).toBeEnabled();

  await page.getByLabel("Branding text").fill(BRAND.brandingText);
  await expect(preview()).toContainText("Questions? Write to us.");

  // the square logo: a wrong size and a JPEG are refused with the route's message, then a 256x256 PNG
  await upload("Square logo", png("small.png", 100, "#16a34a"));
  await expect(imageField("Square logo").getByRole("alert")).toHaveText(MESSAGES.logoSize);
  await upload("Square logo", { name: "logo.jpg", mimeType: "image/jpeg", buffer: greyJpeg(256, 256) });
  await expect(imageField("Square logo").getByRole("alert")).toHaveText(MESSAGES.pngOnly);
  await upload("Square logo", png("logo.png", 256, "#16a34a"));
  await expect(imageField("Square logo").getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("agency-squarePhotoURL-preview")).toBeVisible();
  await expect(preview().getByTestId("preview-logo")).toHaveAttribute("src", /\/uploads\/.+\.png$/);

  await upload("Dark mode logo", png("dark.png", 256, "#0f172a"));
  await expect(page.getByTestId("agency-darkModeSquarePhotourl-preview")).toBeVisible();

  await upload("Favicon", png("favicon-big.png", 64, "#16a34a"));
  await expect(imageField("Favicon").getByRole("alert")).toHaveText(MESSAGES.faviconSize);
  await upload("Favicon", png("favicon.png", 32, "#16a34a"));
  await expect(page.getByTestId("agency-faviconURL-preview")).toBeVisible();
  await expect(imageField("Favicon").getByRole("alert")).toHaveCount(0);

  await page.getByLabel("Google font").fill(BRAND.font);
  await expect(preview()).toHaveCSS("font-family", /Lobster/);
  // the preview loads the chosen font from the fonts API (a local stand-in here) and draws with it
  await expect(page.getByTestId("preview-font-stylesheet")).toHaveAttribute("href", /family=Lobster:wght@400;500;700/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/["']/g, "") === "Lobster" && face.status === "loaded"),
      ),
    )
    .toBe(true);
  await choose(page, "Theme variant", "Bordered");
  await expect(preview()).toHaveAttribute("data-variant", "bordered");
  await choose(page, "Colour usage", "Colorful");
  await expect(preview()).toHaveAttribute("data-usage", "colorful");

  await page.getByLabel("Main website").fill(BRAND.mainWebsite);
  await page.getByLabel("Terms page").fill(BRAND.tosPage);
  await page.getByLabel("Privacy page").fill(BRAND.privacyPage);
  await page.getByLabel("Address").fill(BRAND.address);

  // a bad value is named under its field and nothing is sent
  await page.getByLabel("Support email").fill("not-an-email");
  await saveButton().click();
  await expect(page.getByText(MESSAGES.email)).toBeVisible();
  await expect(page.getByLabel("Support email")).toHaveAttribute("aria-invalid", "true");
  expect(saveCalls).toBe(0);
  page.off("request", countSave);
  await page.getByLabel("Support email").fill(BRAND.supportEmail);
  await expect(page.getByText(MESSAGES.email)).toHaveCount(0);
});

test("Theme: primary colour, dark mode, variant, colour usage, secondary colour and custom CSS", async () => {
  await tab("Theme").click();
  await expect(page).toHaveURL(/activeTabIndex=3$/);
  await page.getByRole("button", { name: "Use green" }).click();
  await expect(page.getByLabel("Primary colour")).toHaveValue(GREEN.hex);
  await expect(preview().getByTestId("preview-switch")).toHaveCSS("background-color", GREEN.rgb);
  const lightLogo = await preview().getByTestId("preview-logo").getAttribute("src");
  await page.getByRole("switch", { name: "Dark mode" }).click();
  await expect(preview()).toHaveAttribute("data-theme-type", "dark");
  await expect(preview()).toHaveCSS("background-color", "rgb(15, 17, 21)");
  // the dark theme shows the dark logo
  await expect(preview().getByTestId("preview-logo")).not.toHaveAttribute("src", lightLogo ?? "");

  await choose(page, "Theme variant", "Flat");
  await expect(preview()).toHaveAttribute("data-variant", "flat");
  await choose(page, "Colour usage", "Gradient");
  await expect(preview()).toHaveAttribute("data-usage", "gradient");
  await page.getByLabel("Secondary colour", { exact: true }).fill(BRAND.secondary);
  await expect(preview().getByTestId("preview-header")).toHaveCSS("background-image", /rgb\(245, 158, 11\)/);

  await page.getByLabel("Custom CSS").fill(BRAND.css);
});

test("Footer: the client footer's options, drawn as the portal shows them", async () => {
  await tab("Footer").click();
  const footer = page.getByTestId("client-footer-preview").first();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BRAND.name}`);
  await expect(footer).toContainText("Powered by");
  await page.getByRole("switch", { name: /Powered by/ }).uncheck();
  await expect(footer).not.toContainText("Powered by");
  await page.getByRole("switch", { name: "Show Privacy Policy link" }).uncheck();
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", BRAND.tosPage);
  await page.getByRole("switch", { name: "Show the EU GDPR mark" }).check();
  await expect(footer).toContainText("EU GDPR");
});

test("Save creates the agency; a reload finds every field; the next save says Saved successfully", async () => {
  await saveButton().click();
  await expect(page.getByText(MESSAGES.initialized)).toBeVisible();
  await expect(page.getByText(MESSAGES.allSaved)).toBeVisible();
  await expect(saveButton()).toBeDisabled();

  await openAgency(0);
  await expect(page.getByLabel("Agency name")).toHaveValue(BRAND.name);
  await expect(page.getByLabel("Branding text")).toHaveValue(BRAND.brandingText);
  await expect(page.getByTestId("agency-squarePhotoURL-preview")).toBeVisible();
  await expect(page.getByTestId("agency-darkModeSquarePhotourl-preview")).toBeVisible();
  await expect(page.getByTestId("agency-faviconURL-preview")).toBeVisible();
  await expect(page.getByLabel("Google font")).toHaveValue(BRAND.font);
  await expect(page.getByRole("radio", { name: "Flat" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Gradient" })).toBeChecked();
  await expect(page.getByLabel("Main website")).toHaveValue(BRAND.mainWebsite);
  await expect(page.getByLabel("Support email")).toHaveValue(BRAND.supportEmail);
  await expect(page.getByLabel("Terms page")).toHaveValue(BRAND.tosPage);
  await expect(page.getByLabel("Privacy page")).toHaveValue(BRAND.privacyPage);
  await expect(page.getByLabel("Address")).toHaveValue(BRAND.address);
  await expect(page.getByText(MESSAGES.allSaved)).toBeVisible();
  // the dark theme shows the dark logo
  const darkSrc = await page.getByTestId("agency-darkModeSquarePhotourl-preview").getAttribute("src");
  await expect(preview().getByTestId("preview-logo")).toHaveAttribute("src", darkSrc ?? "");
  await expect(preview()).toHaveCSS("font-family", /Lobster/);

  // the secret and the admin link exist once the agency does
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByTestId("agency-secret")).toHaveText(/^[A-Za-z0-9]{25}$/);
  await expect(page.getByTestId("agency-magic-link")).toContainText("http");

  await tab("Theme").click();
  await expect(page.getByLabel("Primary colour")).toHaveValue(GREEN.hex);
  await expect(page.getByRole("switch", { name: "Dark mode" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Secondary colour", { exact: true })).toHaveValue(BRAND.secondary);
  // the server keeps the sanitised CSS (its own formatting)
  await expect(page.getByLabel("Custom CSS")).toHaveValue(/^header\s*\{\s*letter-spacing:\s*0\.02em;?\s*\}\s*$/);

  await tab("Footer").click();
  await expect(page.getByRole("switch", { name: /Powered by/ })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Show Terms of Service link" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Show Privacy Policy link" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Show the EU GDPR mark" })).toBeChecked();

  await tab("Overview").click();
  await page.getByLabel("Agency name").fill(`${BRAND.name} Ltd`);
  await saveButton().click();
  await expect(page.getByText(MESSAGES.saved)).toBeVisible();
  await expect(saveButton()).toBeDisabled();
});

test("a font the server does not know is refused under the font field", async () => {
  await openAgency(0);
  await page.getByLabel("Google font").fill("Notarealfontfamily");
  await saveButton().click();
  await expect(page.getByText(`${MESSAGES.saveFailed} ${MESSAGES.fontInvalid}`)).toBeVisible();
  await expect(page.locator("#agency-googleFont-error")).toHaveText(MESSAGES.fontInvalid);
  await expect(page.getByText(MESSAGES.unsaved)).toBeVisible();
  await page.getByLabel("Google font").fill(BRAND.font);
  await expect(page.getByText(MESSAGES.allSaved)).toBeVisible();
});

test("without the add-on: the upsell, the 14-day trial, the custom domain unlocked and the side-nav notice", async () => {
  await openAgency(1);
  const upsell = page.getByTestId("whitelabel-upsell");
  await expect(upsell.getByRole("link", { name: OFFERS })).toHaveAttribute("href", "/app/eu/account/billing");
  await expect(page.getByLabel("Custom domain")).toHaveCount(0);
  // the product sub-domain needs no add-on
  await expect(page.getByLabel("Sub-domain")).toBeVisible();

  await tab("Auto Billing").click();
  await expect(page.getByTestId("whitelabel-upsell")).toBeVisible();
  await tab("Domains").click();

  await page.screenshot({ path: test.info().outputPath("agency-upsell.png") });
  await upsell.getByRole("button", { name: "Start 14-day free trial" }).click();
  const dialog = page.getByRole("dialog", { name: "Whitelabel trial started" });
  await expect(dialog).toBeVisible();
  const until = (await dialog.locator("strong").textContent()) ?? "";
  expect(until).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByLabel("Custom domain")).toBeEnabled();
  await expect(page.getByText(`Whitelabel trial ends ${until}`)).toBeVisible();
  await tab("Auto Billing").click();
  await expect(page.getByTestId("whitelabel-upsell")).toHaveCount(0);

  // it stays after a reload, and the trial is not offered again
  await openAgency(1);
  await expect(page.getByLabel("Custom domain")).toBeEnabled();
  await expect(page.getByRole("button", { name: "Start 14-day free trial" })).toHaveCount(0);
});

test("a member of the workspace sees that the agency settings are the owner's", async ({ browser }) => {
  const memberEmail = uniqueEmail("agency-member");
  const workspaceId = await euWorkspaceId(page);
  const invited = await trpcMutation(page, "workspace.invite", { region: "eu", workspaceId, email: memberEmail });
  const inviteUrl = isRecord(invited) && typeof invited.inviteUrl === "string" ? invited.inviteUrl : "";
  expect(inviteUrl).toMatch(/\/join\/eu\//);

  const context = await browser.newContext();
  try {
    const member = await context.newPage();
    await signUpToAgents(member, memberEmail, "Mia Member");
    await member.goto(new URL(inviteUrl).pathname);
    await member.getByRole("button", { name: "Join workspace" }).click();
    await expect(member).toHaveURL(/\/app\/eu\/agents$/);
    await member.goto("/app/eu/agency");
    await expect(member.getByText("Only the workspace owner can change the agency settings")).toBeVisible();
    await expect(member.getByRole("heading", { name: "Agency", exact: true })).toBeVisible();
    await expect(member.getByRole("tab")).toHaveCount(0);
    await expect(member.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("a 375 px phone: the preview goes below the form and nothing overflows sideways", async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAgency(0);
  const form = page.getByRole("tabpanel");
  const formBox = await form.boundingBox();
  const previewBox = await preview().boundingBox();
  expect(formBox && previewBox && previewBox.y > formBox.y + formBox.height - 1).toBe(true);
  for (const index of [0, 1, 3, 6, 7]) {
    await tab(TABS[index] ?? "Overview").click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${TABS[index]} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  // a preset tab past the strip's edge is scrolled into view
  await openAgency(6);
  await expect(tab("Auto Billing")).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("light, dark and 375 px screenshots", async ({ browser }, testInfo) => {
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
    for (const index of [0, 1, 3, 4, 5, 6, 7]) {
      await shot.goto(`/app/eu/agency?activeTabIndex=${index}`);
      await expect(shot.getByTestId("agency-settings")).toBeVisible();
      await shot.screenshot({ path: testInfo.outputPath(`agency-${look.name}-${index}.png`), fullPage: true });
    }
    await context.close();
  }
});

import { expect, test, type Page } from "@playwright/test";
import { NORTHWIND, solidPng } from "@parlo/testing";
import { uniqueEmail } from "./mailbox";
import { signUpToOnboarding } from "./sign-up";

/**
 * The onboarding from a company's website to a branded agent: the local fixture website
 * "Northwind Coffee Roasters" (E2E_COMPANY_SITE, a bare 127.0.0.1:<port> domain, allow-listed for
 * the SSRF guard), one that never answers (E2E_SLOW_SITE) and one without any brand (E2E_PLAIN_SITE).
 */
const COMPANY_SITE = process.env.E2E_COMPANY_SITE ?? "";
const SLOW_SITE = process.env.E2E_SLOW_SITE ?? "";
const PLAIN_SITE = process.env.E2E_PLAIN_SITE ?? "";
const CUSTOM_COLOR = "#7c3aed";

/** A new account: sign-up lands on /onboarding because the profile is not complete yet. */
async function signUp(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpToOnboarding(page, email, "Olive Owner");
  return email;
}

async function fillCompany(page: Page, website: string): Promise<void> {
  await page.getByLabel("Company Name").fill(NORTHWIND.name);
  await page.getByLabel("Company Website").fill(website);
  await page.getByLabel("What does your company do?").fill(NORTHWIND.description);
}

const logoFile = (page: Page) => page.getByTestId("logo-file");

test("from the company's bare domain to a branded agent that answers from the website", async ({ page }) => {
  test.setTimeout(180_000);
  expect(COMPANY_SITE, "the e2e runner starts the fixture company website").toMatch(/^127\.0\.0\.1:\d+$/);
  await signUp(page, "onboarding");
  // the stand-in model's answers cost credits: the new account's free sign-up credits pay for them

  // the company step's rules: each field's message, cleared when the field is edited
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Company website is required")).toBeVisible();
  await expect(page.getByText("Please tell us what your company does")).toBeVisible();
  await page.getByLabel("Company Website").fill("northwind");
  await expect(page.getByText("Company website is required")).toBeHidden();
  await page.getByLabel("What does your company do?").fill("Coffee");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter a valid website URL or domain")).toBeVisible();
  await expect(page.getByText("Please provide at least 10 characters")).toBeVisible();

  // the bare domain: https is tried first, then http; the brand is read from the site
  await fillCompany(page, COMPANY_SITE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Brand Settings" })).toBeVisible({ timeout: 20_000 });
  const detected = page.getByTestId("detected-color");
  await expect(detected.first()).toHaveAttribute("aria-label", NORTHWIND.primaryColor);
  await expect(detected.first()).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("radio", { name: NORTHWIND.accentColor })).toBeVisible();
  expect(await detected.count()).toBeLessThanOrEqual(11);
  await expect(page.getByTestId("logo-caption")).toHaveText("Logo found on your website");
  await expect(page.getByTestId("logo-preview").getByRole("img")).toHaveAttribute(
    "src",
    `http://${COMPANY_SITE}${NORTHWIND.logoPath}`,
  );

  // a custom colour through the hex box: a bad one gets the message, a good one is marked (Custom)
  await page.getByLabel("Hex code").fill("purple");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Please enter a hex colour such as #0070f3.")).toBeVisible();
  await page.getByLabel("Hex code").fill(CUSTOM_COLOR);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("selected-color")).toHaveText(`Selected: ${CUSTOM_COLOR} (Custom)`);
  await expect(page.getByRole("radio", { name: "Custom colour" })).toHaveAttribute("aria-checked", "true");

  // uploads: too large, the wrong type, and a text file dressed as a PNG are refused; the user goes on
  const tooLarge = Buffer.concat([solidPng(8, 8, "#000000"), Buffer.alloc(600_000)]);
  await logoFile(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: tooLarge });
  await expect(page.getByText("Max size: 0.5 MBs")).toBeVisible();
  await logoFile(page).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Only png, jpg, jpeg, gif, webp Files")).toBeVisible();
  await logoFile(page).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Only png, jpg, jpeg, gif, webp Files")).toBeVisible();
  await expect(page.getByTestId("logo-caption")).toHaveText("Logo found on your website");

  // the user's own logo replaces the website's
  const mascot = await (await page.request.get(`http://${COMPANY_SITE}${NORTHWIND.mascotPath}`)).body();
  await logoFile(page).setInputFiles({ name: "northwind-mascot.png", mimeType: "image/png", buffer: mascot });
  await expect(page.getByTestId("logo-caption")).toHaveText("Custom logo uploaded");
  const uploaded = await page.getByTestId("logo-preview").getByRole("img").getAttribute("src");
  expect(uploaded).toMatch(/\/uploads\/users\/[^/]+\/[A-Za-z0-9]{8}\.png$/);
  const served = await page.request.get(uploaded ?? "");
  expect(served.headers()["cache-control"]).toContain("max-age=31536000");

  await page.getByText("Dark", { exact: true }).click();
  await page.getByRole("button", { name: "Create AI Agent" }).click();
  await expect(page.getByText("Agent created successfully, redirecting...")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/app\/eu\/agents\/[A-Za-z0-9]+\/overview\?showDebugger=true$/, { timeout: 20_000 });

  // the debugger's widget: the brand colour, the uploaded logo, the greeting written for the company
  const panel = page.getByRole("complementary", { name: "Test your agent" });
  const chat = panel.getByTestId("parlo-chat");
  await expect(chat.getByText(NORTHWIND.name, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  const widget = chat.locator(".parlo-widget");
  await expect(widget).toHaveAttribute("data-theme", "dark");
  expect(await widget.evaluate((node) => getComputedStyle(node).getPropertyValue("--parlo-primary").trim())).toBe(
    CUSTOM_COLOR,
  );
  // the avatar is the uploaded logo, as an absolute URL (the widget also runs on other sites)
  expect(await chat.locator(".parlo-avatar img").getAttribute("src")).toMatch(
    new RegExp(`^https?://[^/]+${uploaded}$`),
  );

  // once the website's crawl is done (in the background), the agent answers from it
  const box = chat.getByRole("textbox", { name: "Message", exact: true });
  await expect(async () => {
    await panel.getByRole("button", { name: "Restart" }).click();
    await box.fill("When is the café open on Saturday?");
    await box.press("Enter");
    await expect(chat.getByText("Saturday from 8:00 to 16:00", { exact: false }).last()).toBeVisible({
      timeout: 8_000,
    });
  }).toPass({ timeout: 90_000, intervals: [2_000] });

  // the Prompt tab shows the prompt written for the company (the agent has no steps) and saves a change
  const agentUrl = page.url().replace(/\/overview\?showDebugger=true$/, "");
  await page.goto(`${agentUrl}/nodes`);
  const prompt = page.getByRole("textbox", { name: "System prompt" });
  await expect(prompt).toHaveValue(new RegExp(NORTHWIND.name));
  await prompt.fill(`You answer questions about ${NORTHWIND.name}. Always mention our Saturday hours.`);
  await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "System prompt" })).toHaveValue(/Always mention our Saturday hours/);
});

test("an unreachable, a slow and a brandless website each get the message, and the user goes on", async ({ page }) => {
  test.setTimeout(120_000);
  expect(SLOW_SITE && PLAIN_SITE, "the e2e runner starts the slow and plain websites").toBeTruthy();
  await signUp(page, "onboarding-failures");
  const failed = page.getByText("Unable to analyze website branding");

  // a domain that does not resolve
  await fillCompany(page, "northwind-coffee.invalid");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "← Back to edit details" }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue(NORTHWIND.name);

  // a website that never answers: the analysis gives up on its own
  await page.getByLabel("Company Website").fill(SLOW_SITE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Analyzing your website...")).toBeVisible();
  await expect(failed).toBeVisible({ timeout: 40_000 });
  await page.getByRole("button", { name: "← Back to edit details" }).click();

  // a website with no colours and no logo: the user chooses them
  await page.getByLabel("Company Website").fill(PLAIN_SITE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Choose colours myself" }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Brand Settings" })).toBeVisible();
  // nothing was found, and the screen does not pretend otherwise
  await expect(page.getByText("We could not find your brand's colours or logo on your website.")).toBeVisible();
  await expect(page.getByText("We found these on your website.")).toHaveCount(0);
  // the default colour; not among the (no) detected colours, so marked as the spec says
  await expect(page.getByTestId("selected-color")).toHaveText("Selected: #0070f3 (Custom)");
  await expect(page.getByTestId("logo-caption")).toHaveText("No logo");

  await page.getByRole("button", { name: "Skip & Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
});

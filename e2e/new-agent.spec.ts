import { expect, test, type Page } from "@playwright/test";
import { DEMO_STATE } from "./global-setup";

/**
 * The New Agent drawer as the demo owner: the name is required, a template is picked from a
 * category tab, the agent opens on its nodes with the test panel and is listed with the agents.
 */

test.use({ storageState: DEMO_STATE });

/** Opens the drawer from the side navigation once its templates have loaded. */
async function openNewAgent(page: Page) {
  await page.goto("/app/eu/agents");
  await page.getByRole("button", { name: "New Agent" }).first().click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("radio", { name: /Blank Template/ })).toBeChecked();
  return drawer;
}

test("New Agent creates an agent from a Customer Support template and opens its nodes", async ({ page }) => {
  const drawer = await openNewAgent(page);
  const create = drawer.getByRole("button", { name: "Create", exact: true });
  await expect(create).toBeDisabled();
  await expect(
    drawer.getByText("Third-party integrations can be connected in Settings → Integrations after creation."),
  ).toBeVisible();

  // only blanks: still disabled
  await drawer.getByLabel("Agent Name").fill("   ");
  await expect(create).toBeDisabled();

  // the Customer Support tab lists its three templates, not the utility ones
  await drawer.getByRole("tab", { name: "Customer Support" }).click();
  await expect(drawer.getByRole("tab", { name: "Customer Support" })).toHaveAttribute("aria-selected", "true");
  const radios = drawer.getByRole("radio");
  await expect(radios).toHaveCount(3);
  await expect(drawer.getByRole("radio", { name: /Confirm Email/ })).toHaveCount(0);
  await drawer.getByRole("radio", { name: /Real Estate Agent/ }).check();
  await expect(drawer.getByText("Template: Real Estate Agent")).toBeVisible();

  const name = `Homes ${Date.now()}`;
  await drawer.getByLabel("Agent Name").fill(name);
  await create.click();
  await expect(page.getByText("Agent created successfully, redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/eu\/agents\/[A-Za-z0-9]{16}\/nodes\?showDebugger=true$/);
  await expect(page.getByRole("dialog", { name: "New Agent" })).toHaveCount(0);

  await page.goto("/app/eu/agents");
  await page.getByLabel("Search agents").fill(name);
  await expect(page.getByRole("list", { name: "Agents" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Agents" })).toContainText(name);
});

test("the template tabs and cards work with the keyboard, and Escape closes the drawer", async ({ page }) => {
  const drawer = await openNewAgent(page);
  await drawer.getByRole("tab", { name: "All Templates" }).focus();
  await page.keyboard.press("End");
  await expect(drawer.getByRole("tab", { name: "Entertainment" })).toBeFocused();
  await expect(drawer.getByRole("radio")).toHaveCount(1);
  await page.keyboard.press("ArrowLeft");
  await expect(drawer.getByRole("tab", { name: "Utility" })).toHaveAttribute("aria-selected", "true");
  await drawer.getByRole("radio", { name: /Blank Template/ }).focus();
  await page.keyboard.press("ArrowUp");
  await expect(drawer.getByRole("radio", { name: /Make Appointment/ })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
});

test("the Agent Wizard checks the company step, goes back one step at a time and creates a personalised agent", async ({
  page,
}) => {
  const drawer = await openNewAgent(page);
  await drawer.getByRole("button", { name: /Agent Wizard/ }).click();
  await expect(drawer.getByRole("heading", { name: "Agent Wizard" })).toBeVisible();

  const next = drawer.getByRole("button", { name: "Next", exact: true });
  await next.click();
  await expect(drawer.getByText("Company name is required")).toBeVisible();
  await expect(drawer.getByText("Company website is required")).toBeVisible();
  await expect(drawer.getByText("Please tell us what your company does")).toBeVisible();

  const company = `Acme Bikes ${Date.now()}`;
  await drawer.getByLabel("Company Name").fill(company);
  await expect(drawer.getByText("Company name is required")).toHaveCount(0);
  await drawer.getByLabel("Company Website").fill("acme");
  await drawer.getByLabel("What does your company do?").fill("Bikes");
  await next.click();
  await expect(drawer.getByText("Please enter a valid website URL or domain")).toBeVisible();
  await expect(drawer.getByText("Please provide at least 10 characters")).toBeVisible();
  await drawer.getByLabel("Company Website").fill("acme-bikes.example");
  await drawer.getByLabel("What does your company do?").fill("We repair and sell city bikes in Lisbon.");
  await next.click();

  // branding; back keeps the company data, back again leaves the wizard
  await expect(drawer.getByText("Step 2 of 3")).toBeVisible();
  await drawer.getByRole("button", { name: "Back" }).click();
  await expect(drawer.getByLabel("Company Name")).toHaveValue(company);
  await drawer.getByRole("button", { name: "Back" }).click();
  await expect(drawer.getByRole("heading", { name: "New Agent" })).toBeVisible();
  await drawer.getByRole("button", { name: /Agent Wizard/ }).click();
  await next.click();

  await drawer.getByLabel("Hex code").fill("16a34a");
  await drawer.getByRole("radio", { name: "Dark" }).check();
  await drawer.getByRole("button", { name: "Create AI Agent" }).click();
  await expect(drawer.getByText("Your agent is ready")).toBeVisible();
  await drawer.getByRole("button", { name: "Open your agent" }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents\/[A-Za-z0-9]{16}\/overview\?showDebugger=true$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

import { expect, test, type Page } from "@playwright/test";
import { FROM_DASHBOARD_PAGE, isRecord, seededAgentId, trpcQuery } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The Widget tab of the demo owner's seeded EU agent: the primary colour through the hex box and
 * its palette, the AI CSS assistant (in the e2e stack the dashboard's real model HTTP client talks
 * to the local stand-in of scripts/stack/model-stand-in.ts; the offline model of `npm run dev`
 * gives the same CSS for this prompt), the live preview, and Save kept across a reload.
 */

const PURPLE = "rgb(147, 51, 234)";
const ROSE = "rgb(225, 29, 72)";

test.describe.configure({ mode: "serial" });

let page: Page;
let agentId = "";
let original: Record<string, unknown> = {};

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  agentId = await seededAgentId(page);
  const settings = await trpcQuery(page, "agent.settings", { region: "eu", agentId });
  const draft = isRecord(settings) && isRecord(settings.settings) ? settings.settings : {};
  original = {
    theme: draft.theme ?? "blue-light",
    customThemeJSONString: draft.customThemeJSONString ?? "",
    ADVANCED_customCSS: draft.ADVANCED_customCSS ?? "",
  };
});

test.afterAll(async () => {
  // leave the shared demo agent's look as it was
  if (agentId) {
    await page.request.post("/api/trpc/agent.update", {
      headers: FROM_DASHBOARD_PAGE,
      data: { json: { region: "eu", agentId, settings: original } },
    });
  }
  await page.context().close();
});

const preview = () => page.getByTestId("widget-preview");
const hexBox = () => page.getByRole("textbox", { name: "Primary colour", exact: true });
const cssBox = () => page.getByRole("textbox", { name: "Custom CSS" });
const swatch = (label: number) => page.getByTestId(`swatch-${label}`);

async function openWidgetTab(): Promise<void> {
  await page.goto(`/app/eu/agents/${agentId}/overview`);
  await expect(page.getByRole("heading", { level: 2, name: "Widget" })).toBeVisible();
  await expect(page.getByTestId("widget-editor")).toBeVisible();
}

test("the primary colour drives the palette and the preview; the assistant's CSS is inserted; Save keeps it", async () => {
  await openWidgetTab();
  await expect(page.getByTestId("theme-palette").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

  // a fresh start: no custom CSS
  await cssBox().fill("");

  // the hex box applies a colour once it has 6 digits
  const before = await swatch(500).getAttribute("data-hsl");
  await hexBox().fill("#e11d4");
  await expect(swatch(500)).toHaveAttribute("data-hsl", before ?? "");
  await hexBox().fill("e11d48");
  await expect(swatch(50)).toHaveAttribute("data-hsl", "347,77,95");
  await expect(swatch(500)).toHaveAttribute("data-hsl", "347,77,50");
  await expect(swatch(900)).toHaveAttribute("data-hsl", "347,77,10");
  await expect(preview().locator(".parlo-bubble-user")).toHaveCSS("background-color", ROSE);
  await expect(page.getByTestId("unsaved-changes")).toBeVisible();

  // the AI CSS assistant
  await page.getByRole("button", { name: "AI assistant" }).click();
  const assistant = page.getByRole("dialog", { name: "AI CSS assistant" });
  await expect(assistant.getByRole("button", { name: "Add a glow effect on buttons" })).toBeVisible();
  await expect(assistant.getByRole("button", { name: "Give it a pizza shop theme" })).toBeVisible();
  await assistant.getByRole("button", { name: "Make the chat bubble purple" }).click();
  await expect(page.getByText("CSS generated and inserted successfully!")).toBeVisible();
  await expect(assistant).toHaveAttribute("data-status", "done");
  await expect(cssBox()).toHaveValue(/\.parlo-bubble-user \{[\s\S]*#9333ea/);
  await expect(preview().locator(".parlo-bubble-user")).toHaveCSS("background-color", PURPLE);

  // Insert CSS on the reply (already there: not added twice)
  await assistant.getByRole("button", { name: "Insert CSS" }).click();
  await expect(page.getByText("CSS inserted manually!")).toBeVisible();
  expect((await cssBox().inputValue()).match(/\.parlo-bubble-user \{/g)?.length).toBe(1);

  // a typed message sends with Ctrl+Enter
  const input = assistant.getByRole("textbox", { name: "Describe the CSS you want" });
  await input.fill("Make the chat bubble purple again");
  await input.press("Control+Enter");
  await expect(assistant.locator('[data-role="user"]')).toHaveCount(2);
  await expect(assistant).toHaveAttribute("data-status", "done");

  await assistant.getByRole("button", { name: "Reset conversation" }).click();
  await expect(page.getByText("Chat conversation reset!")).toBeVisible();
  await expect(assistant.locator('[data-role="user"]')).toHaveCount(0);
  await assistant.getByRole("button", { name: "Close assistant" }).click();
  await expect(assistant).toBeHidden();

  // the preview follows typed CSS
  await cssBox().press("End");
  await cssBox().pressSequentially("\n.parlo-header { background: rgb(1, 2, 3); }");
  await expect(preview().locator(".parlo-header")).toHaveCSS("background-color", "rgb(1, 2, 3)");

  // save, then the draft is kept across a reload
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(page.getByTestId("agent-publish-state")).toHaveText("Draft");

  await page.reload();
  await expect(page.getByTestId("widget-editor")).toBeVisible();
  await expect(hexBox()).toHaveValue("#e11d48");
  await expect(swatch(500)).toHaveAttribute("data-hsl", "347,77,50");
  await expect(cssBox()).toHaveValue(/\.parlo-bubble-user \{[\s\S]*#9333ea/);
  await expect(preview().locator(".parlo-bubble-user")).toHaveCSS("background-color", PURPLE);
  await expect(preview().locator(".parlo-header")).toHaveCSS("background-color", "rgb(1, 2, 3)");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
});

test("dark mode is saved with the custom theme", async () => {
  await openWidgetTab();
  const toggle = page.getByRole("switch", { name: "Dark mode" });
  const wasDark = (await toggle.getAttribute("aria-checked")) === "true";
  await toggle.click();
  await expect(preview().locator(".parlo-widget")).toHaveAttribute("data-theme", wasDark ? "light" : "dark");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();

  const settings = await trpcQuery(page, "agent.settings", { region: "eu", agentId });
  const draft = isRecord(settings) && isRecord(settings.settings) ? settings.settings : {};
  expect(draft.theme).toBe(wasDark ? "custom-light" : "custom-dark");
  const custom: unknown = JSON.parse(String(draft.customThemeJSONString));
  expect(isRecord(custom) && custom.primary).toBe("#e11d48");
  expect(isRecord(custom) && custom.themeType).toBe(wasDark ? "light" : "dark");
  expect(isRecord(custom) && Array.isArray(custom.nineColorPallet) && custom.nineColorPallet.length).toBe(10);
});

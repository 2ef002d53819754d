import { expect, test } from "@playwright/test";
import { DEMO_STATE } from "./global-setup";

test.use({ storageState: DEMO_STATE });

test("the workspace switcher moves across regions and a cross-region agent link redirects", async ({ page }) => {
  await page.goto("/app/eu/agents");

  // switch to the NA workspace: the NA agents list (the "Switching to NA region" notice only shows
  // while the other region's page loads: its text is switchingRegionMessage's unit test)
  await page.getByRole("button", { name: "Switch workspace" }).click();
  await page.getByRole("menuitem", { name: /Demo North America/ }).click();
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await expect(page.getByTestId("workspace-name")).toContainText("Demo North America · NA");

  // create an agent there
  await page.getByRole("button", { name: "New Agent" }).first().click();
  const create = page.getByRole("button", { name: "Create" });
  await expect(create).toBeDisabled();
  await page.getByLabel("Agent Name").fill(`NA agent ${Date.now()}`);
  await create.click();
  await expect(page).toHaveURL(/\/app\/na\/agents\/[A-Za-z0-9]{16}\/nodes\?showDebugger=true$/);
  const agentId = /agents\/([A-Za-z0-9]{16})\//.exec(page.url())?.[1] ?? "";

  // the same agent under the EU path: redirected to the same path under NA
  await page.goto(`/app/eu/agents/${agentId}/settings?tab=handoff`);
  await expect(page).toHaveURL(new RegExp(`/app/na/agents/${agentId}/settings\\?tab=handoff$`));

  // an agent that exists nowhere: back to the agents list
  await page.goto("/app/eu/agents/AAAAAAAAAAAAAAAA/overview");
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);

  // back to EU through the switcher, same-region choice remembered
  await page.getByRole("button", { name: "Switch workspace" }).click();
  await page.getByRole("menuitem", { name: /Personal/ }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
});

test("the side navigation reaches every owner page, and remembers collapsed groups", async ({ page }) => {
  await page.goto("/app/eu/agents");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, path, heading] of [
    ["Functions", "/integrations", "Functions"],
    ["Meta Pages", "/meta-pages", "Meta Pages"],
    ["WhatsApp Numbers", "/whatsapp-numbers", "WhatsApp Numbers"],
    ["Twilio Numbers", "/twilio-numbers", "Twilio Numbers"],
    ["Crawler", "/automations", "Crawler"],
    ["Events", "/events", "Events"],
    ["Sessions", "/sessions", "Sessions"],
    ["Prompts", "/prompts", "Prompts"],
    ["Agency", "/agency", "Agency"],
    ["Clients", "/clients", "Clients"],
    ["Credentials", "/credentials", "Credentials"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/eu${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  await nav.getByRole("button", { name: "Utilities" }).click();
  await expect(nav.getByRole("link", { name: "Crawler" })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Crawler" })).toBeHidden();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Utilities" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Crawler" })).toBeVisible();
});

test("agents list: search, star and delete with confirmation; publish state", async ({ page }) => {
  await page.goto("/app/eu/agents");
  const name = `Disposable ${Date.now()}`;
  await page.getByRole("button", { name: "New Agent" }).first().click();
  await page.getByLabel("Agent Name").fill(name);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/nodes\?showDebugger=true$/);

  // a new agent is a draft: Publish, then Published
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  // behind the "Your agent is live" dialog (modal: the page is hidden from assistive technology)
  await expect(page.getByRole("button", { name: "Published", includeHidden: true })).toBeDisabled();
  await page.getByRole("button", { name: "Don't show again" }).click();

  await page.goto("/app/eu/agents");
  await page.getByLabel("Search agents").fill(name);
  await expect(page.getByRole("list", { name: "Agents" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: `Star ${name}` }).click();
  await expect(page.getByRole("button", { name: `Unstar ${name}` })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("button", { name: "Delete agent" });
  await expect(confirm).toBeDisabled();
  await page.getByLabel("Type the agent name to confirm").fill(name);
  await confirm.click();
  await expect(page.getByText("Agent deleted.")).toBeVisible();
  await expect(page.getByText(`No agents match`)).toBeVisible();
});

test("unknown regions are not found and the phone layout opens the navigation as an overlay", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/app/eu/agents");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  const open = page.getByRole("button", { name: "Open navigation" });
  await open.click();
  // a sheet (dialog) of 80vw from the left: Escape closes it and gives the focus back
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(nav).toBeInViewport();
  // measured once it has slid in (its entry animation settled)
  await sheet.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await sheet.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300); // 80vw of 375 px
  expect(Math.round(box?.x ?? -1)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await nav.getByRole("link", { name: "Sessions" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/app\/eu\/sessions$/);
  const response = await page.goto("/app/us/agents");
  expect(response?.status()).toBe(404);
});

test("the Demo link opens the agent's demo page", async ({ page }) => {
  await page.goto("/app/eu/agents");
  await page.getByRole("link", { name: "Customer Support Agent" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  const demo = page.getByRole("link", { name: "Demo" });
  const href = (await demo.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/app\/eu\/prototype\?vg_id=[A-Za-z0-9]{16}$/);
  await page.goto(href);
  await expect(page.getByRole("heading", { name: "Customer Support Agent" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  // the widget's render page shows the same agent without navigation or sign-in
  const agentId = href.split("=")[1];
  await page.context().clearCookies();
  await page.goto(`/app/eu/render/${agentId}/iframe`);
  await expect(page.getByRole("region", { name: "Chat with Customer Support Agent" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { createAgent, isRecord, trpcQuery } from "./api";
import { DEMO_STATE } from "./global-setup";

/** Publish saves a version; Version History restores an older one into the draft. */

test("publish, change, publish again, then restore the first version from Version History", async ({ browser }) => {
  // a long flow (two publishes, a restore, an export and an import): room for a busy machine
  test.setTimeout(120_000);
  const page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  const agentId = await createAgent(page, { title: "Versioned agent", templateKey: "customer-support" });

  // the Prompt tab edits the template's steps
  await page.goto(`/app/eu/agents/${agentId}/nodes`);
  const greeting = page.getByLabel("Message", { exact: true }).first();
  await greeting.fill("Welcome to the bike shop! How can I help?");
  await expect(page.getByText("You have unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Message", { exact: true }).first()).toHaveValue(
    "Welcome to the bike shop! How can I help?",
  );

  await page.goto(`/app/eu/agents/${agentId}/overview`);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  // behind the "Your agent is live" dialog (modal: the page is hidden from assistive technology)
  await expect(page.getByRole("button", { name: "Published", includeHidden: true })).toBeDisabled();
  const popup = page.getByRole("dialog", { name: "Your agent is live" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Don't show again" }).click();

  // a script changes the draft through the partial-update API with the agent's key
  const key = await trpcQuery(page, "agent.secret", { region: "eu", agentId });
  const secret = isRecord(key) && typeof key.SECRET_API_KEY === "string" ? key.SECRET_API_KEY : "";
  const update = await page.request.post(`/api/v2/agents/${agentId}`, {
    headers: { authorization: `Bearer ${secret}` },
    data: { description: "Second version" },
  });
  expect(update.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("button", { name: "Published" })).toBeDisabled();

  await page.getByRole("button", { name: "Agent actions" }).click();
  await page.getByRole("menuitem", { name: "Version History" }).click();
  const history = page.getByRole("dialog", { name: "Version History" });
  const rows = history.getByTestId("version-list").getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version restored to the draft. Publish to make it live.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();

  const settings = await trpcQuery(page, "agent.settings", { region: "eu", agentId });
  const restored = isRecord(settings) && isRecord(settings.settings) ? settings.settings.description : undefined;
  expect(restored).not.toBe("Second version");

  await page.getByRole("button", { name: "Agent actions" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export Agent Template" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("versioned-agent.json");

  // the exported file creates a new agent from the New Agent drawer
  const saved = test.info().outputPath("versioned-agent.json");
  await file.saveAs(saved);
  await page.getByRole("button", { name: "New Agent" }).first().click();
  await page.getByTestId("import-template-input").setInputFiles(saved);
  await expect(page).toHaveURL(/\/nodes\?showDebugger=true$/);
  expect(page.url()).not.toContain(agentId);
  await expect(page.getByRole("heading", { name: "Versioned agent", level: 1 })).toBeVisible();
  await page.close();
});

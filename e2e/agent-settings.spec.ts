import { expect, test, type Page } from "@playwright/test";
import { seededAgentId, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The Settings tab's section forms on the demo owner's seeded EU agent "Customer Support Agent":
 * a change shows the unsaved-changes bar, Save stores only that field as a draft (Publish becomes
 * available again) and survives a reload; a value the schema refuses (max chunk size 999) is
 * named under its field and nothing is sent.
 */

test.describe.configure({ mode: "serial" });

let page: Page;
let agentId = "";
let settingsUrl = "";

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  agentId = await seededAgentId(page);
  settingsUrl = `/app/eu/agents/${agentId}/settings`;
});

test.afterAll(async () => {
  await page.context().close();
});

/** Opens a Settings section and waits for its form (it loads after hydration). */
async function openSection(key: string, label: string): Promise<void> {
  await page.goto(`${settingsUrl}?tab=${key}`);
  await expect(page.getByRole("form", { name: `${label} settings` })).toBeVisible();
}

const saveBar = () => page.getByRole("region", { name: "Unsaved changes" });
const publishButton = () => page.getByRole("button", { name: /^Publish(ed)?$/ });

test("Core: a changed description is saved as a draft and kept after a reload", async () => {
  // start from a published agent, so the save visibly makes a draft
  await trpcMutation(page, "agent.publish", { region: "eu", agentId });
  await openSection("core", "Core");
  await expect(publishButton()).toHaveText("Published");
  await expect(saveBar()).toHaveCount(0);

  const description = page.getByLabel("Description");
  const text = `Answers questions about orders, shipping and returns. Edited ${Date.now()}.`;
  await description.fill(text);
  await expect(saveBar()).toBeVisible();
  await expect(saveBar()).toContainText("You have unsaved changes");

  const update = page.waitForRequest((request) => request.url().includes("agent.update"));
  await saveBar().getByRole("button", { name: "Save" }).click();
  const body: unknown = (await update).postDataJSON();
  // only the changed field is sent
  expect(JSON.stringify(body)).toContain(`"settings":{"description":${JSON.stringify(text)}}`);
  await expect(page.getByText("Agent saved.")).toBeVisible();
  await expect(saveBar()).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("form", { name: "Core settings" })).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue(text);
  await expect(publishButton()).toHaveText("Publish");
  await expect(publishButton()).toBeEnabled();
});

test("Discard puts the saved values back", async () => {
  await openSection("core", "Core");
  const description = page.getByLabel("Description");
  const saved = await description.inputValue();
  await description.fill("Something else");
  await saveBar().getByRole("button", { name: "Discard" }).click();
  await expect(description).toHaveValue(saved);
  await expect(saveBar()).toHaveCount(0);
});

test("Technical: a max chunk size of 999 is refused with its message and nothing is saved", async () => {
  await openSection("technical", "Technical");
  const field = page.getByLabel("Max chunk size");
  const before = await field.inputValue();
  let updates = 0;
  page.on("request", (request) => {
    if (request.url().includes("agent.update")) updates += 1;
  });

  await field.fill("999");
  await saveBar().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Max chunk size must be greater than 1000")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(saveBar()).toBeVisible();
  expect(updates).toBe(0);

  // the stored value is unchanged (leaving asks first: accept it)
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole("form", { name: "Technical settings" })).toBeVisible();
  await expect(page.getByLabel("Max chunk size")).toHaveValue(before);
  expect(updates).toBe(0);
});

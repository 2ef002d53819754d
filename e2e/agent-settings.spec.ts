import { expect, test, type Page } from "@playwright/test";
import { solidPng } from "@parlo/testing";
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

test("language and model are picked from lists by name, and the pick is saved", async () => {
  await openSection("language", "Language");
  const language = page.getByRole("combobox", { name: "Agent language" });
  await language.selectOption({ label: "Portuguese (Brazil) (pt-BR)" });
  await saveBar().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();

  await openSection("core", "Core");
  const model = page.getByRole("combobox", { name: "Default model" });
  await expect(model).toHaveValue("gpt-4o");
  await model.selectOption({ label: "GPT-4o mini — fast, low cost (gpt-4o-mini)" });
  await saveBar().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();

  await openSection("language", "Language");
  await expect(page.getByRole("combobox", { name: "Agent language" })).toHaveValue("pt-BR");
  await openSection("core", "Core");
  await expect(page.getByRole("combobox", { name: "Default model" })).toHaveValue("gpt-4o-mini");
  // the seeded agent is shared with later specs: back to English and its model
  await trpcMutation(page, "agent.update", {
    region: "eu",
    agentId,
    settings: { lang: "en", vg_defaultModel: "gpt-4o" },
  });
});

test("UI: an image setting takes an uploaded file, shows it and keeps it after a reload", async () => {
  await openSection("ui", "UI");
  const avatar = page.getByRole("textbox", { name: "Avatar" });
  await page
    .getByTestId("setting-avatarImageUrl-file")
    .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: solidPng(64, 64, "#2563eb") });
  await expect(avatar).toHaveValue(/^https?:\/\/[^/]+\/uploads\/users\/[^/]+\/[A-Za-z0-9]{8}\.png$/);
  const uploaded = await avatar.inputValue();
  await expect(page.getByTestId("setting-avatarImageUrl-preview")).toHaveAttribute("src", uploaded);
  await saveBar().getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("form", { name: "UI settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Avatar" })).toHaveValue(uploaded);
  // a file that is not an image is refused with the upload's message, and the saved address stays
  await page
    .getByTestId("setting-avatarImageUrl-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByRole("alert").filter({ hasText: /^Only .*Files$/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Avatar" })).toHaveValue(uploaded);
});

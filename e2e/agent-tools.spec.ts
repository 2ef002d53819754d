import { expect, test, type Page } from "@playwright/test";
import { createAgent, isRecord, trpcMutation, trpcQuery } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The Tools tab of an agent of its own (created here so other specs' agents stay as they are):
 * a tool with a bad server URL is refused in the editor, fixed, given a field, saved, assigned,
 * kept across a reload with its secret, and deleted with its assignment.
 */

/** The draft's tools, assigned ids and secret names, as agent.settings returns them. */
async function storedTools(page: Page, agentId: string) {
  const answer = await trpcQuery(page, "agent.settings", { region: "eu", agentId });
  const settings = isRecord(answer) && isRecord(answer.settings) ? answer.settings : {};
  const tools = Array.isArray(settings.tools) ? settings.tools.filter(isRecord) : [];
  const assigned = Array.isArray(settings.assignedToolsIds) ? settings.assignedToolsIds : [];
  const secretsSet = isRecord(answer) && Array.isArray(answer.secretsSet) ? answer.secretsSet : [];
  return { tools, assigned, secretsSet };
}

test("create a tool (a bad URL is refused), assign it, keep it across a reload, delete it", async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  const title = "Tools agent";
  const agentId = await createAgent(page, { title });
  // the Tools tab is for agents without nodes
  await trpcMutation(page, "agent.update", { region: "eu", agentId, settings: { enableNodes: false } });

  await page.goto(`/app/eu/agents/${agentId}/tools`);
  await expect(page.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
  const empty = page.getByTestId("tools-empty-state");
  await expect(empty).toBeVisible();
  await empty.getByRole("button", { name: "Create tool" }).click();

  // an invalid server URL: the schema's message, and nothing is saved
  const editor = page.getByRole("dialog", { name: "Create tool" });
  await expect(editor).toBeVisible();
  await editor.getByLabel("Name").fill("Order lookup");
  await editor.getByLabel("Description", { exact: true }).fill("Looks up an order by its number.");
  await editor.getByLabel("Server URL").fill("not a url");
  await editor.getByRole("button", { name: "Save tool" }).click();
  await expect(editor.getByText("Please enter a valid URL.")).toBeVisible();
  await expect(editor.getByLabel("Server URL")).toHaveAttribute("aria-invalid", "true");
  expect((await storedTools(page, agentId)).tools).toEqual([]);

  // fix it, add a secret and a field, save
  await editor.getByLabel("Server URL").fill("https://api.example.com/orders");
  await expect(editor.getByText("Please enter a valid URL.")).toBeHidden();
  await editor.getByLabel("Server secret").fill("s3cret-value");
  await editor.getByRole("button", { name: "Add field" }).click();
  const row = editor.getByTestId("tool-field-row");
  await expect(row).toHaveCount(1);
  await row.getByLabel("In").selectOption("query");
  await row.getByLabel("Key").fill("orderId");
  await row.getByLabel("Description").fill("The order number");
  await row.getByLabel("Required").check();
  await editor.getByRole("button", { name: "Save tool" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText("Tool saved.")).toBeVisible();

  const card = page.getByTestId("tool-card").filter({ hasText: "Order lookup" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("api.example.com");
  await expect(card).toContainText("1 field");
  const stored = await storedTools(page, agentId);
  expect(stored.tools).toHaveLength(1);
  const tool = stored.tools[0] ?? {};
  const toolId = typeof tool.id === "string" ? tool.id : "";
  expect(toolId).toMatch(/^tool_[a-z0-9]{8}$/);
  expect(tool.fields).toEqual([
    { in: "query", key: "orderId", type: "string", description: "The order number", required: true },
  ]);
  expect(tool).not.toHaveProperty("serverUrlSecret");
  expect(stored.secretsSet).toContain(`tools.${toolId}.serverUrlSecret`);
  expect(stored.assigned).toEqual([]);

  // assign it
  const assign = card.getByRole("switch", { name: "Assign Order lookup" });
  await expect(assign).not.toBeChecked();
  await assign.check();
  await expect(page.getByText("Order lookup assigned to the agent.")).toBeVisible();
  await expect.poll(async () => (await storedTools(page, agentId)).assigned).toEqual([toolId]);

  // a reload shows it kept and assigned; editing it keeps the stored secret
  await page.reload();
  await expect(page.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
  await expect(card).toBeVisible();
  await expect(card.getByRole("switch", { name: "Assign Order lookup" })).toBeChecked();
  await card.getByRole("button", { name: "Edit Order lookup" }).click();
  const edit = page.getByRole("dialog", { name: "Edit tool" });
  await expect(edit.getByLabel("Server secret")).toHaveAttribute("placeholder", "Saved — type to replace");
  await expect(edit.getByTestId("tool-field-row").getByLabel("Key")).toHaveValue("orderId");
  await edit.getByLabel("Description", { exact: true }).fill("Finds an order and its status.");
  await edit.getByRole("button", { name: "Save tool" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("Finds an order and its status.");
  const edited = await storedTools(page, agentId);
  expect(edited.secretsSet).toContain(`tools.${toolId}.serverUrlSecret`);
  expect(edited.assigned).toEqual([toolId]);

  // delete it, after a confirmation; the assignment goes with it
  await card.getByRole("button", { name: "Delete Order lookup" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Order lookup?" });
  await confirm.getByRole("button", { name: "Delete tool" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("tools-empty-state")).toBeVisible();
  const after = await storedTools(page, agentId);
  expect(after.tools).toEqual([]);
  expect(after.assigned).toEqual([]);

  await trpcMutation(page, "agent.delete", { region: "eu", agentId, confirmTitle: title });
  await page.close();
});

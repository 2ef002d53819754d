import { expect, test } from "@playwright/test";
import { createAgent, FROM_DASHBOARD_PAGE, isRecord, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The Knowledge Base tab of an agent of its own (created here so other specs' agents stay as they
 * are): an empty text is refused, a text source and a Q&A source are added and read by the job
 * worker (which runs inside the dashboard) until they are Ready, one is deleted after confirming,
 * and the Crawler page lists their runs.
 */

test("add a text and a Q&A source, see them ready, delete one; the Crawler page lists the runs", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  const agentId = await createAgent(page, { title: "Knowledge agent" });

  await page.goto(`/app/eu/agents/${agentId}/kb`);
  await expect(page.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Knowledge Base" })).toBeVisible();
  await expect(page.getByTestId("knowledge-empty")).toBeVisible();

  // Text: an empty text is refused by the form, then added
  await page.getByRole("button", { name: "Add source" }).click();
  await page.getByTestId("add-source-text").click();
  const textDialog = page.getByRole("dialog", { name: "Add text" });
  await expect(textDialog).toBeVisible();
  await textDialog.getByRole("textbox", { name: "Name", exact: true }).fill("Opening hours");
  await textDialog.getByRole("button", { name: "Add source" }).click();
  await expect(textDialog.getByText("Please add some text.")).toBeVisible();
  await textDialog
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("The bike shop is open Monday to Friday from 9:00 to 18:00 and on Saturdays from 10:00 to 14:00.");
  await textDialog.getByRole("button", { name: "Add source" }).click();
  await expect(textDialog).toBeHidden();

  // Q&A: two pairs
  await page.getByRole("button", { name: "Add source" }).click();
  await page.getByTestId("add-source-qa").click();
  const qaDialog = page.getByRole("dialog", { name: "Add questions and answers" });
  await qaDialog.getByRole("textbox", { name: "Name", exact: true }).fill("Shipping FAQ");
  await qaDialog.getByLabel("Question 1").fill("Do you ship abroad?");
  await qaDialog.getByLabel("Answer 1").fill("Yes, to every country of the EU, in 3 to 5 working days.");
  await qaDialog.getByRole("button", { name: "Add a question" }).click();
  await qaDialog.getByLabel("Question 2").fill("Can I return a bike?");
  await qaDialog.getByLabel("Answer 2").fill("Within 30 days, unused and in its box.");
  await qaDialog.getByRole("button", { name: "Add source" }).click();
  await expect(qaDialog).toBeHidden();

  // both are read by the worker: the list polls until they are Ready, with their characters
  const sources = page.getByTestId("knowledge-source");
  await expect(sources).toHaveCount(2);
  const text = sources.filter({ hasText: "Opening hours" });
  const qa = sources.filter({ hasText: "Shipping FAQ" });
  await expect(text.getByTestId("source-status")).toHaveAttribute("data-status", "SUCCESS", { timeout: 45_000 });
  await expect(qa.getByTestId("source-status")).toHaveAttribute("data-status", "SUCCESS", { timeout: 45_000 });
  await expect(text.getByTestId("source-characters")).not.toHaveText("0");
  await expect(qa.getByTestId("source-chunks")).not.toHaveText("0");

  // tags are saved and kept across a reload
  await text.getByRole("textbox", { name: "Tags" }).fill("hours");
  await text.getByRole("textbox", { name: "Tags" }).press("Enter");
  await expect(text.getByText("hours", { exact: true })).toBeVisible();

  // delete one, after confirming
  await qa.getByRole("button", { name: "Delete Shipping FAQ" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this source?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete source" }).click();
  await expect(confirm).toBeHidden();
  await expect(sources).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("knowledge-source")).toHaveCount(1);
  await expect(page.getByTestId("knowledge-source").getByText("hours", { exact: true })).toBeVisible();

  // the Crawler page lists the runs of the workspace, newest first, with the remaining source
  await page.goto("/app/eu/automations");
  await expect(page.getByRole("heading", { level: 1, name: "Crawler" })).toBeVisible();
  // (the agent's own link tells its runs from those of an earlier run of this spec)
  const job = page
    .getByTestId("crawl-job")
    .filter({ hasText: "Opening hours" })
    .filter({ has: page.locator(`a[href="/app/eu/agents/${agentId}/kb"]`) });
  await expect(job).toHaveCount(1);
  await expect(job.getByTestId("job-status")).toHaveAttribute("data-status", "done");
  await expect(job.getByRole("link", { name: "Knowledge agent" })).toBeVisible();
  await expect(
    page
      .getByTestId("crawl-job")
      .filter({ hasText: "Shipping FAQ" })
      .filter({ has: page.locator(`a[href="/app/eu/agents/${agentId}/kb"]`) }),
  ).toHaveCount(0);
  await page.context().close();
});

/** KNOWLEDGE_MESSAGES.unsupportedFile (packages/validators/src/knowledge.ts) */
const UNSUPPORTED_FILE = "This file type is not supported. Upload a PDF, DOCX, TXT, Markdown, CSV or HTML file.";

test("an uploaded document is read into the knowledge base and never served publicly; a wrong type is refused", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");
  const agentId = await createAgent(page, { title: "Document agent" });
  const upload = (name: string, mimeType: string, text: string) =>
    page.request.post("/api/upload?purpose=knowledge", {
      headers: FROM_DASHBOARD_PAGE,
      multipart: {
        purpose: "knowledge",
        region: "eu",
        agentId,
        file: { name, mimeType, buffer: Buffer.from(text) },
      },
    });

  const refused = await upload("tool.exe", "application/octet-stream", "MZ");
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: UNSUPPORTED_FILE });

  const stored = await upload("returns.md", "text/markdown", "# Returns\n\nBikes can be returned within 30 days.");
  expect(stored.status(), await stored.text()).toBe(201);
  const body: unknown = await stored.json();
  const contentURL = isRecord(body) && typeof body.url === "string" ? body.url : "";
  const size = isRecord(body) && typeof body.size === "number" ? body.size : 0;
  expect(contentURL).toMatch(/^\/uploads\/knowledge\//);
  // only the knowledge worker reads it: the uploads route does not serve it to anyone
  expect((await page.request.get(contentURL)).status()).toBe(404);

  await trpcMutation(page, "knowledge.addDoc", { region: "eu", agentId, name: "Returns", contentURL, size });
  await page.goto(`/app/eu/agents/${agentId}/kb`);
  const source = page.getByTestId("knowledge-source").filter({ hasText: "Returns" });
  await expect(source.getByTestId("source-status")).toHaveAttribute("data-status", "SUCCESS", { timeout: 45_000 });
  await expect(source.getByTestId("source-chunks")).toHaveText("1");
  await page.context().close();
});

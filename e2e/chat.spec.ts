import { expect, test, type Locator, type Page } from "@playwright/test";
import { createAgent, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The visitor's chat: a published agent's share page, opened without a session, greets, streams an
 * answer and keeps the conversation over a reload; the dashboard's test panel chats with the draft.
 * The chat draws itself in an open shadow root, which Playwright's locators pierce.
 */

const PUBLISHED_GREETING = "Hello from the published agent!";
const DRAFT_GREETING = "Hello from the draft!";
const QUESTION = "What are your opening hours?";
/** RUNTIME_MESSAGES.handoffRequested (packages/validators/src/runtime.ts) */
const HANDOFF_REQUESTED = "Thanks! Someone from the team will join this chat as soon as possible.";

test.describe.configure({ mode: "serial" });

let owner: Page;
let agentId = "";

test.beforeAll(async ({ browser }) => {
  owner = await browser.newPage({ storageState: DEMO_STATE });
  await owner.goto("/app/eu/agents");
  agentId = await createAgent(owner, { title: `Chat check ${Date.now().toString(36)}` });
  const settings = { enableNodes: false, vg_initMessages: [PUBLISHED_GREETING], messageDelayMS: 0 };
  await trpcMutation(owner, "agent.update", { region: "eu", agentId, settings });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId });
  // the draft moves on after publishing: visitors keep the published greeting, the test panel shows this one
  await trpcMutation(owner, "agent.update", { region: "eu", agentId, settings: { vg_initMessages: [DRAFT_GREETING] } });
});

test.afterAll(async () => {
  await owner.context().close();
});

/** Sends the question and expects a complete, non-empty answer after it (and no error bubble). */
async function askAndExpectAnswer(chat: Locator): Promise<void> {
  const input = chat.getByRole("textbox", { name: "Message" });
  const send = chat.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await input.fill(QUESTION);
  await expect(send).toBeEnabled();
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(chat.locator('[data-role="user"]').last()).toHaveText(QUESTION);
  // the greeting, then the streamed answer once it is complete
  const answers = chat.locator('[data-role="assistant"]:not([aria-busy])');
  await expect(answers).toHaveCount(2, { timeout: 30_000 });
  await expect(answers.last()).toHaveText(/\S/);
  await expect(chat.locator('[data-role="error"]')).toHaveCount(0);
}

test("a visitor chats on the share page, and a reload keeps the conversation", async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/app/eu/share/${agentId}`);
  const chat = page.getByTestId("parlo-chat");
  await expect(chat.getByText("Typically replies instantly")).toBeVisible();
  await expect(chat.getByText(PUBLISHED_GREETING)).toBeVisible();
  await expect(chat.getByText(DRAFT_GREETING)).toHaveCount(0);
  await expect(chat.getByText(/^Powered by /)).toBeVisible();

  await askAndExpectAnswer(chat);
  const answer = (await chat.locator('[data-role="assistant"]').last().textContent()) ?? "";
  expect(answer.trim()).not.toBe("");
  expect(await page.evaluate((id) => localStorage.getItem(`parlo-visitor-${id}`), agentId)).toMatch(/^[\w-]{8,64}$/);

  await page.reload();
  await expect(chat.getByText(QUESTION)).toBeVisible();
  await expect(chat.getByText(answer.trim().slice(0, 40), { exact: false })).toBeVisible();
  await expect(chat.getByText(PUBLISHED_GREETING)).toBeVisible();
  await visitor.close();
});

test("a visitor asks for a person on the share page", async ({ browser }) => {
  const handoffAgentId = await createAgent(owner, { title: `Handoff check ${Date.now().toString(36)}` });
  const settings = {
    enableNodes: false,
    vg_initMessages: [PUBLISHED_GREETING],
    messageDelayMS: 0,
    enableHumanHandoff: true,
    alwaysShowHandoff: true,
    UIhandoffTitle: "Talk to our team",
    UIhandoffSubtitle: "A person will join this chat",
  };
  await trpcMutation(owner, "agent.update", { region: "eu", agentId: handoffAgentId, settings });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId: handoffAgentId });

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/app/eu/share/${handoffAgentId}`);
  const chat = page.getByTestId("parlo-chat");
  await expect(chat.getByText(PUBLISHED_GREETING)).toBeVisible();
  // always shown: no message needed before asking for a person
  const handoff = chat.getByRole("button", { name: "Talk to our team" });
  await expect(handoff).toBeVisible();
  await expect(chat.getByText("A person will join this chat")).toBeVisible();
  await handoff.click();
  await expect(chat.getByText(HANDOFF_REQUESTED)).toBeVisible({ timeout: 15_000 });
  await expect(handoff).toHaveCount(0);
  await expect(chat.locator('[data-role="error"]')).toHaveCount(0);
  await visitor.close();
});

test("an answer whose stream is cut mid-way is resumed with Last-Event-ID", async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // the answer's stream reaches the browser only up to its first token, then the connection ends
  let keptEventId = "";
  await page.route("**/conversations/*/messages", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    const blocks = (await response.text()).split("\n\n");
    const firstToken = blocks.findIndex((block) => block.includes("event: token"));
    expect(firstToken).toBeGreaterThan(0);
    keptEventId = /^id: (.*)$/m.exec(blocks[firstToken] ?? "")?.[1] ?? "";
    await route.fulfill({ response, body: `${blocks.slice(0, firstToken + 1).join("\n\n")}\n\n` });
  });
  const resumes: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/stream")) resumes.push(request.headers()["last-event-id"] ?? "");
  });
  await page.goto(`/app/eu/share/${agentId}`);
  const chat = page.getByTestId("parlo-chat");
  await askAndExpectAnswer(chat);
  expect(keptEventId).not.toBe("");
  expect(resumes).toEqual([keptEventId]);
  // the whole answer, as stored: the same after a reload
  const answer = (await chat.locator('[data-role="assistant"]').last().textContent()) ?? "";
  await page.reload();
  await expect(chat.locator('[data-role="assistant"]').last()).toHaveText(answer);
  await visitor.close();
});

test("an unknown agent's share page is not found", async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const response = await page.goto("/app/eu/share/AAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(404);
  await visitor.close();
});

test("the dashboard's test panel chats with the draft", async () => {
  await owner.goto(`/app/eu/agents/${agentId}/overview?showDebugger=true`);
  const panel = owner.getByRole("complementary", { name: "Test your agent" });
  const chat = panel.getByTestId("parlo-chat");
  await expect(chat.getByText(DRAFT_GREETING)).toBeVisible({ timeout: 30_000 });
  await askAndExpectAnswer(chat);

  await panel.getByRole("button", { name: "Restart" }).click();
  await expect(chat.getByText(QUESTION)).toHaveCount(0);
  await expect(chat.getByText(DRAFT_GREETING)).toBeVisible();
});

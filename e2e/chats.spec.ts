import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { createAgent, isRecord, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The agent's Chats tab: a visitor chats with a published agent through the public runtime API
 * (over HTTP, as the widget does); the owner sees the conversation and its messages, a new
 * message arrives without a reload, search finds it, and Export JSON downloads the transcripts.
 */

const FIRST = `Where is my parcel ${Date.now().toString(36)}?`;
const SECOND = `Still waiting for parcel zebra-${Date.now().toString(36)}`;
const WHILE_HUMAN = `Thanks Sam, parcel ${Date.now().toString(36)}`;

test.describe.configure({ mode: "serial" });

let owner: Page;
let visitor: APIRequestContext;
let visitorContext: BrowserContext;
let agentId = "";
let agentTitle = "";
let conversationId = "";
let visitorToken = "";
let visitorId = "";

function runtimeUrl(path = "") {
  return `/api/runtime/eu/agents/${agentId}/conversations${path}`;
}

async function send(text: string): Promise<unknown> {
  const response = await visitor.post(runtimeUrl(`/${conversationId}/messages`), {
    headers: { "X-Visitor-Token": visitorToken, Accept: "application/json" },
    data: { text },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  return body;
}

test.beforeAll(async ({ browser }) => {
  owner = await browser.newPage({ storageState: DEMO_STATE });
  await owner.goto("/app/eu/agents");
  agentTitle = `Chats check ${Date.now().toString(36)}`;
  agentId = await createAgent(owner, { title: agentTitle });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId });

  // the visitor has no session: a fresh context
  visitorContext = await browser.newContext();
  visitor = visitorContext.request;
  const started = await visitor.post(runtimeUrl(), { data: { channel: "widget" } });
  expect(started.status()).toBe(200);
  const body: unknown = await started.json();
  expect(isRecord(body)).toBe(true);
  if (isRecord(body)) {
    conversationId = typeof body.conversationId === "string" ? body.conversationId : "";
    visitorToken = typeof body.visitorToken === "string" ? body.visitorToken : "";
    visitorId = typeof body.visitorId === "string" ? body.visitorId : "";
  }
  expect(conversationId).not.toBe("");
  await send(FIRST);
});

test.afterAll(async () => {
  await visitorContext.close();
  await owner.context().close();
});

test("the Chats tab shows the conversation and its messages", async () => {
  await owner.goto(`/app/eu/agents/${agentId}/convos`);
  const list = owner.getByTestId("conversation-list");
  const row = list.locator(`[data-conversation-id="${conversationId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(FIRST);
  // named for people, never by the raw visitor id (no lead, no location recorded: "Visitor")
  await expect(row.getByText("Visitor", { exact: true })).toBeVisible();
  expect(visitorId).not.toBe("");
  await expect(row).not.toContainText(visitorId);
  await row.getByRole("button").click();
  await expect(owner).toHaveURL(new RegExp(`[?&]c=${conversationId}`));
  const transcript = owner.getByTestId("conversation-transcript");
  await expect(transcript.locator('[data-role="user"]').filter({ hasText: FIRST })).toBeVisible();
  await expect(transcript.locator('[data-role="assistant"]').first()).toBeVisible();
});

test("a new message appears without a reload, and search finds it", async () => {
  const transcript = owner.getByTestId("conversation-transcript");
  await send(SECOND);
  await expect(transcript.locator('[data-role="user"]').filter({ hasText: SECOND })).toBeVisible({
    timeout: 10_000,
  });

  await owner.getByRole("searchbox", { name: "Search conversations" }).fill("ZEBRA");
  const list = owner.getByTestId("conversation-list");
  await expect(list.locator("[data-conversation-id]")).toHaveCount(1);
  await expect(list.locator(`[data-conversation-id="${conversationId}"]`)).toBeVisible();

  await owner.getByRole("searchbox", { name: "Search conversations" }).fill("no conversation says this");
  await expect(owner.getByText("No conversations match these filters.")).toBeVisible();
  await owner.getByRole("searchbox", { name: "Search conversations" }).fill("");
  await expect(list.locator(`[data-conversation-id="${conversationId}"]`)).toBeVisible();
});

test("Export JSON downloads the transcripts", async () => {
  const downloadPromise = owner.waitForEvent("download");
  await owner.getByRole("button", { name: "Export JSON" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${agentTitle.toLowerCase().replace(/\s+/g, "-")}-conversations.json`);
  const path = await download.path();
  const file: unknown = JSON.parse(await readFile(path, "utf8"));
  expect(file).toMatchObject({ agentId, conversations: [{ id: conversationId }] });
  expect(JSON.stringify(file)).toContain(SECOND);
});

test("a person takes over, replies, the agent stays quiet, then hands back", async () => {
  const transcript = owner.getByTestId("conversation-transcript");
  const status = transcript.getByTestId("conversation-status");
  await expect(transcript.locator(`[data-role="user"]`).filter({ hasText: SECOND })).toBeVisible();

  await transcript.getByRole("button", { name: "Take over" }).click();
  await expect(owner.getByText("You have taken over this conversation.", { exact: false })).toBeVisible();
  await expect(status).toHaveText("Human");

  const reply = transcript.getByRole("textbox", { name: "Reply to the visitor" });
  await reply.fill("Hi, this is Sam");
  await reply.press("Enter");
  await expect(transcript.locator('[data-role="human"]').filter({ hasText: "Hi, this is Sam" })).toBeVisible();
  await expect(reply).toHaveValue("");

  // the agent stays quiet while a person answers
  const answers = await transcript.locator('[data-role="assistant"]').count();
  const sent = await send(WHILE_HUMAN);
  expect(isRecord(sent) && "answer" in sent).toBe(true);
  expect(isRecord(sent) ? sent.answer : undefined).toBeNull();
  await expect(transcript.locator('[data-role="user"]').filter({ hasText: WHILE_HUMAN })).toBeVisible({
    timeout: 10_000,
  });
  await expect(transcript.locator('[data-role="assistant"]')).toHaveCount(answers);

  await transcript.getByRole("button", { name: "Hand back to AI" }).click();
  await expect(owner.getByText("The agent answers this conversation again.")).toBeVisible();
  await expect(status).toHaveText("AI");
  await expect(reply).toBeHidden();
  await expect(transcript.getByRole("button", { name: "Take over" })).toBeVisible();
});

import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { createAgent, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The whole runtime, end to end: a plain HTML page on another local port embeds the widget script;
 * the visitor chats and gets an answer streamed from the local stand-in model; the conversation
 * appears live in the owner's Chats tab; the visitor leaves their details in the lead form and asks
 * for a person; a member takes over, replies (the visitor sees it), and hands back to the agent,
 * which answers again; the lead is in the Leads tab.
 */

const TITLE = `Runtime flow ${Date.now().toString(36)}`;
const QUESTION = "When are you open?";
/** STAND_IN_REPLY of @parlo/testing: what the stand-in model answers a chat */
const STAND_IN_REPLY = "We are open every day from 9 am to 6 pm.";
const HUMAN_REPLY = `Hi, Sam here from the team (${Date.now().toString(36)})`;
const AFTER_HAND_BACK = "And on public holidays?";
const LEAD_EMAIL = `ada.${Date.now().toString(36)}@example.com`;
/** RUNTIME_MESSAGES.handoffRequested and LEAD_MESSAGES.thanks (packages/validators) */
const HANDOFF_REQUESTED = "Thanks! Someone from the team will join this chat as soon as possible.";
const LEAD_THANKS = "Thanks! We'll be in touch soon.";

test.describe.configure({ mode: "serial" });

let server: http.Server;
let siteUrl = "";
let agentId = "";
let owner: Page;

function sitePage(dashboardUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Bikes and more</title></head>
  <body>
    <h1>Bikes and more</h1>
    <script src="${dashboardUrl}/widget.js" data-agent-id="${agentId}" data-region="eu" async></script>
  </body>
</html>`;
}

test.beforeAll(async ({ browser }, testInfo) => {
  const dashboardUrl = (
    process.env.E2E_DASHBOARD_URL ??
    testInfo.project.use.baseURL ??
    "http://localhost:3000"
  ).replace(/\/$/, "");
  owner = await browser.newPage({ storageState: DEMO_STATE });
  await owner.goto("/app/eu/agents");
  agentId = await createAgent(owner, { title: TITLE });
  const leadForm = {
    title: "Leave your details",
    trigger: "after_first_answer",
    fields: [
      { key: "name", label: "Name", type: "name", required: true },
      { key: "email", label: "E-mail", type: "email", required: true },
    ],
  };
  const settings = {
    messageDelayMS: 0,
    enableHumanHandoff: true,
    nodes: [
      { id: "start", type: "start", label: "Start", next: "lead_1" },
      { id: "lead_1", type: "lead", label: "Lead form", leadForm },
    ],
  };
  await trpcMutation(owner, "agent.update", { region: "eu", agentId, settings });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId });

  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(sitePage(dashboardUrl));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  siteUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});

test.afterAll(async () => {
  await owner.context().close();
  await new Promise((resolve) => server.close(resolve));
});

test("a visitor on another site chats, leaves a lead, gets a person and then the agent again", async ({ browser }) => {
  // the owner watches the Chats tab before anyone writes
  await owner.goto(`/app/eu/agents/${agentId}/convos`);
  const list = owner.getByTestId("conversation-list");
  await expect(owner.getByTestId("chats-empty")).toBeVisible();

  const visitorContext = await browser.newContext();
  const site = await visitorContext.newPage();
  const streamed: string[] = [];
  site.on("response", (response) => {
    if (response.url().endsWith("/messages") && response.request().method() === "POST") {
      streamed.push(response.headers()["content-type"] ?? "");
    }
  });
  await site.goto(siteUrl);
  await site.getByRole("button", { name: "Open chat" }).click();
  const chat = site.frameLocator('iframe[title="Chat"]').getByTestId("parlo-chat");
  const input = chat.getByRole("textbox", { name: "Message" });
  await input.fill(QUESTION);
  await input.press("Enter");
  await expect(chat.locator('[data-role="user"]').last()).toHaveText(QUESTION);
  await expect(chat.locator('[data-role="assistant"]:not([aria-busy])').last()).toHaveText(STAND_IN_REPLY, {
    timeout: 30_000,
  });
  // the answer came as server-sent events
  expect(streamed).toEqual([expect.stringContaining("text/event-stream")]);

  // the conversation shows up in the owner's Chats tab without a reload
  const row = list.locator("[data-conversation-id]").filter({ hasText: QUESTION });
  await expect(row).toHaveCount(1, { timeout: 15_000 });

  // the lead form follows the first answer; a bad e-mail is refused, then the lead is taken
  const lead = chat.locator('[data-role="lead"]');
  await expect(lead.getByText("Leave your details")).toBeVisible();
  await lead.getByLabel("Name").fill("Ada Lovelace");
  await lead.getByLabel("E-mail").fill("not an e-mail");
  await lead.getByRole("button", { name: "Submit" }).click();
  await expect(lead.getByText("valid e-mail", { exact: false })).toBeVisible();
  await lead.getByLabel("E-mail").fill(LEAD_EMAIL);
  await lead.getByRole("button", { name: "Submit" }).click();
  await expect(lead.getByText(LEAD_THANKS)).toBeVisible();

  // the visitor asks for a person; the owner's list marks the conversation
  await chat.getByRole("button", { name: "Talk to a human" }).click();
  await expect(chat.getByText(HANDOFF_REQUESTED)).toBeVisible();
  await expect(row).toHaveAttribute("data-status", "handoff_requested", { timeout: 15_000 });

  // a member takes over and replies; the visitor sees the reply without doing anything
  await row.getByRole("button").click();
  const transcript = owner.getByTestId("conversation-transcript");
  await transcript.getByRole("button", { name: "Take over" }).click();
  await expect(transcript.getByTestId("conversation-status")).toHaveText("Human");
  const reply = transcript.getByRole("textbox", { name: "Reply to the visitor" });
  await reply.fill(HUMAN_REPLY);
  await reply.press("Enter");
  await expect(transcript.locator('[data-role="human"]').filter({ hasText: HUMAN_REPLY })).toBeVisible();
  await expect(chat.getByText(HUMAN_REPLY)).toBeVisible({ timeout: 15_000 });

  // handed back, the agent answers the next message again
  await transcript.getByRole("button", { name: "Hand back to AI" }).click();
  await expect(transcript.getByTestId("conversation-status")).toHaveText("AI");
  const answers = chat.locator('[data-role="assistant"]:not([aria-busy])');
  const answered = await answers.count();
  await input.fill(AFTER_HAND_BACK);
  await input.press("Enter");
  await expect(chat.locator('[data-role="user"]').last()).toHaveText(AFTER_HAND_BACK);
  await expect(answers).toHaveCount(answered + 1, { timeout: 30_000 });
  await expect(answers.last()).toHaveText(STAND_IN_REPLY);
  await expect(transcript.locator('[data-role="user"]').filter({ hasText: AFTER_HAND_BACK })).toBeVisible({
    timeout: 15_000,
  });
  await visitorContext.close();

  // the lead is in the Leads tab, with the page it came from
  await owner.goto(`/app/eu/agents/${agentId}/leads`);
  const leadRow = owner.getByRole("row").filter({ hasText: LEAD_EMAIL });
  await expect(leadRow).toBeVisible();
  await expect(leadRow).toContainText("Ada Lovelace");
});

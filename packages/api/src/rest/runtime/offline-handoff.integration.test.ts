import { createOfflineProvider, OFFLINE_REPLIES, type CoreDeps, type MailSender } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import {
  RUNTIME_MESSAGES,
  ZListMessagesOutput,
  ZSendMessageOutput,
  ZStartConversationOutput,
  type TStartConversationOutput,
} from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { handleListMessages, handleSendMessage, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const base = createTestDeps();
const eu = base.db.for("eu");
afterAll(() => base.db.disconnect());

/** The owner's handoff e-mails, counted instead of sent. */
const sent: Array<{ to: string | string[]; subject: string }> = [];
const mailer: MailSender = {
  send: async (message) => {
    sent.push({ to: message.to, subject: message.subject });
    return { id: String(sent.length) };
  },
};
const deps: CoreDeps = { ...base, mailer };
const offline = createOfflineProvider();

let ip = 0;
const nextIp = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;
const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;

async function frontDesk(settings: Record<string, unknown> = {}) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const { ID: agentId } = await api.agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Front desk",
    templateKey: "customer-support",
  });
  if (Object.keys(settings).length) await api.agent.update({ region: "eu", agentId, settings });
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(10) } });
  return { api, agentId, workspace: { region: "eu" as const, workspaceId: user.id }, ownerEmail: user.email };
}

async function start(agentId: string): Promise<TStartConversationOutput> {
  const response = await handleStartConversation({
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: nextIp(),
    request: new Request(url(agentId), { method: "POST", body: "{}" }),
  });
  return ZStartConversationOutput.parse(await response.json());
}

async function send(agentId: string, chat: TStartConversationOutput, text: string, clientIp = nextIp()) {
  const response = await handleSendMessage({
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp,
    conversationId: chat.conversationId,
    provider: offline,
    request: new Request(url(agentId, `/${chat.conversationId}/messages`), {
      method: "POST",
      headers: { "x-visitor-token": chat.visitorToken, accept: "application/json" },
      body: JSON.stringify({ text }),
    }),
  });
  return { status: response.status, body: await response.json() };
}

async function answered(agentId: string, chat: TStartConversationOutput, text: string) {
  const { status, body } = await send(agentId, chat, text);
  expect(status).toBe(200);
  return ZSendMessageOutput.parse(body);
}

async function transcript(agentId: string, chat: TStartConversationOutput) {
  const response = await handleListMessages({
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: nextIp(),
    conversationId: chat.conversationId,
    request: new Request(url(agentId, `/${chat.conversationId}/messages`), {
      headers: { "x-visitor-token": chat.visitorToken },
    }),
  });
  return ZListMessagesOutput.parse(await response.json());
}

describe("offline answers to a request for a person in words", () => {
  it("the agent offers a person and the team is online: a real handoff, and the answer says a person was asked", async () => {
    const { api, agentId, ownerEmail, workspace } = await frontDesk();
    const chat = await start(agentId);
    await answered(agentId, chat, "My parcel never arrived");
    const mailsBefore = sent.filter((mail) => mail.to === ownerEmail).length;

    const output = await answered(agentId, chat, "Can I talk to a real person please?");
    expect(output.answer?.content).toBe(OFFLINE_REPLIES.handoff.requested);
    expect(output.status).toBe("handoff_requested");
    expect(output.meta?.offline).toBe(true);

    // what POST .../handoff does: the status, the first request's time, the note, the owner's e-mail, the bell
    const conversation = await eu.conversation.findUniqueOrThrow({ where: { id: chat.conversationId } });
    expect(conversation.status).toBe("handoff_requested");
    expect(Math.abs((conversation.handoffAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const list = await transcript(agentId, chat);
    expect(list.status).toBe("handoff_requested");
    expect(list.messages.slice(-3).map((m) => [m.role, m.content])).toEqual([
      ["user", "Can I talk to a real person please?"],
      ["system", RUNTIME_MESSAGES.handoffNote],
      ["assistant", OFFLINE_REPLIES.handoff.requested],
    ]);
    expect(sent.filter((mail) => mail.to === ownerEmail).length).toBe(mailsBefore + 1);
    const queue = await api.conversation.handoffQueue(workspace);
    expect(queue.items).toMatchObject([
      { conversationId: chat.conversationId, lastVisitorMessage: "Can I talk to a real person please?" },
    ]);

    // asking again changes nothing (no second note or e-mail), and the answer stays true
    const again = await answered(agentId, chat, "human");
    expect(again.answer?.content).toBe(OFFLINE_REPLIES.handoff.requested);
    expect(again.status).toBe("handoff_requested");
    const notes = (await transcript(agentId, chat)).messages.filter((m) => m.role === "system");
    expect(notes).toHaveLength(1);
    expect(sent.filter((mail) => mail.to === ownerEmail).length).toBe(mailsBefore + 1);
    const after = await eu.conversation.findUniqueOrThrow({ where: { id: chat.conversationId } });
    expect(after.handoffAt).toEqual(conversation.handoffAt);
  });

  it("nobody of the team is online: the answer says so, and the request is taken only when the agent offers a person even then", async () => {
    const { api, agentId, workspace } = await frontDesk();
    await api.conversation.setOnline({ ...workspace, online: false });

    const chat = await start(agentId);
    const output = await answered(agentId, chat, "speak to someone");
    expect(output.answer?.content).toBe(OFFLINE_REPLIES.handoff.team_offline);
    expect(output.status).toBe("ai");
    expect((await eu.conversation.findUniqueOrThrow({ where: { id: chat.conversationId } })).status).toBe("ai");
    expect((await transcript(agentId, chat)).messages.some((m) => m.role === "system")).toBe(false);

    await api.agent.update({ region: "eu", agentId, settings: { showHandoffEvenIfOffline: true } });
    const evenIfOffline = await start(agentId);
    const taken = await answered(agentId, evenIfOffline, "I want a human");
    expect(taken.answer?.content).toBe(OFFLINE_REPLIES.handoff.requested_offline);
    expect(taken.status).toBe("handoff_requested");
    const messages = (await transcript(agentId, evenIfOffline)).messages;
    expect(messages.filter((m) => m.role === "system").map((m) => m.content)).toEqual([RUNTIME_MESSAGES.handoffNote]);
  });

  it("the agent offers no person: the answer says it cannot connect the visitor, and nothing changes", async () => {
    const { agentId } = await frontDesk({ enableHumanHandoff: false });
    const chat = await start(agentId);
    const output = await answered(agentId, chat, "connect me to an agent");
    expect(output.answer?.content).toBe(OFFLINE_REPLIES.handoff.unavailable);
    expect(output.status).toBe("ai");
    const conversation = await eu.conversation.findUniqueOrThrow({ where: { id: chat.conversationId } });
    expect(conversation).toMatchObject({ status: "ai", handoffAt: null });
    expect((await transcript(agentId, chat)).messages.some((m) => m.role === "system")).toBe(false);
  });

  it("other messages are answered as before (greetings with words too)", async () => {
    const { agentId } = await frontDesk();
    const chat = await start(agentId);
    const output = await answered(agentId, chat, "Hi there! How are you?");
    expect(output.answer?.content).toBe(OFFLINE_REPLIES.greeting);
    expect(output.status).toBe("ai");
  });

  it("requests in words count against the same limit per address as POST .../handoff", async () => {
    const { agentId } = await frontDesk();
    const address = "203.0.113.77";
    for (let i = 0; i < 10; i++) {
      const { status } = await send(agentId, await start(agentId), "talk to a person", address);
      expect(status).toBe(200);
    }
    const chat = await start(agentId);
    const refused = await send(agentId, chat, "talk to a person", address);
    expect(refused).toEqual({ status: 429, body: { success: false, error: RUNTIME_MESSAGES.tooManyRequests } });
    // refused before anything was stored
    expect((await transcript(agentId, chat)).messages.some((m) => m.role === "user")).toBe(false);
    // other messages from that address are answered
    expect((await send(agentId, chat, "hello", address)).status).toBe(200);
  });
});

import { createOpenAiCompatibleProvider, type ModelProvider } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import {
  asUser,
  callerFor,
  createTestDeps,
  STAND_IN_REPLY,
  startModelStandIn,
  type ModelStandIn,
} from "@parlo/testing";
import {
  HANDOFF_MESSAGES,
  RUNTIME_MESSAGES,
  ZHandoffOutput,
  ZListMessagesOutput,
  ZSendMessageOutput,
  ZStartConversationOutput,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  handleListMessages,
  handleRequestHandoff,
  handleSendMessage,
  handleStartConversation,
} from "./runtime-requests";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let standIn: ModelStandIn;
let model: ModelProvider;

beforeAll(async () => {
  standIn = await startModelStandIn();
  model = createOpenAiCompatibleProvider({ baseUrl: standIn.baseUrl, defaultModel: "gpt-4o-mini" });
});
afterAll(async () => {
  await standIn.stop();
  await deps.db.disconnect();
});

let ip = 0;
const common = (agentId: string) => ({ region: "eu", agentId, deps, session: null, clientIp: `10.9.0.${++ip % 250}` });
const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;

describe("human handoff", () => {
  it("a visitor asks for a person, a member takes over and replies, then hands back to the agent", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({
      region: "eu",
      workspaceId: user.id,
      title: "Front desk",
      templateKey: "customer-support",
    });
    await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(100) } });

    const started = ZStartConversationOutput.parse(
      await (
        await handleStartConversation({
          ...common(agentId),
          request: new Request(url(agentId), { method: "POST", body: "{}" }),
        })
      ).json(),
    );
    const visitor = { "x-visitor-token": started.visitorToken, accept: "application/json" };
    const conversationId = started.conversationId;
    const send = async (text: string) =>
      ZSendMessageOutput.parse(
        await (
          await handleSendMessage({
            ...common(agentId),
            conversationId,
            provider: model,
            request: new Request(url(agentId, `/${conversationId}/messages`), {
              method: "POST",
              headers: visitor,
              body: JSON.stringify({ text }),
            }),
          })
        ).json(),
      );
    const list = async (since?: string) =>
      ZListMessagesOutput.parse(
        await (
          await handleListMessages({
            ...common(agentId),
            conversationId,
            request: new Request(url(agentId, `/${conversationId}/messages${since ? `?since=${since}` : ""}`), {
              headers: visitor,
            }),
          })
        ).json(),
      );

    await send("My order never arrived");
    const since = new Date().toISOString();
    const asked = await handleRequestHandoff({
      ...common(agentId),
      conversationId,
      request: new Request(url(agentId, `/${conversationId}/handoff`), { method: "POST", headers: visitor }),
    });
    expect(ZHandoffOutput.parse(await asked.json())).toEqual({
      status: "handoff_requested",
      message: RUNTIME_MESSAGES.handoffRequested,
    });
    // the workspace owner hears about it, with a link to the chat
    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: user.email, since: new Date(since) });
    expect(mail.subject).toBe("A visitor asked Front desk for a person");
    expect(mail.text).toContain(`/app/eu/agents/${agentId}/convos?c=${conversationId}`);
    expect(mail.text).toContain("My order never arrived");

    // every member's bell lists it, with the visitor's last words, until someone takes over
    const waiting = await api.conversation.handoffQueue({ region: "eu", workspaceId: user.id });
    expect(waiting.count).toBe(1);
    expect(waiting.items).toEqual([
      {
        conversationId,
        agentId,
        agentTitle: "Front desk",
        requestedAt: expect.any(Date),
        lastVisitorMessage: "My order never arrived",
      },
    ]);
    const firstRequest = (await eu.conversation.findUniqueOrThrow({ where: { id: conversationId } })).handoffAt;
    expect(firstRequest).toEqual(waiting.items[0]?.requestedAt);

    // until someone takes over, the agent keeps answering
    expect((await send("Hello?")).answer?.content).toBe(STAND_IN_REPLY);

    const scope = { region: "eu" as const, agentId, conversationId };
    const early = await api.conversation.reply({ ...scope, text: "Hi" }).catch((e: unknown) => e);
    expect(early instanceof TRPCError && early.message).toBe(HANDOFF_MESSAGES.takeOverFirst);
    expect(await api.conversation.takeOver(scope)).toEqual({ status: "human" });
    expect(await api.conversation.handoffQueue({ region: "eu", workspaceId: user.id })).toEqual({
      online: true,
      count: 0,
      items: [],
    });

    const requestsBefore = standIn.requests.length;
    const ledgerBefore = await eu.creditLedgerEntry.count({ where: { workspaceId: user.id } });
    const quiet = await send("Are you there?");
    expect(quiet).toMatchObject({ answer: null, meta: null, status: "human" });
    expect(standIn.requests.length).toBe(requestsBefore);
    expect(await eu.creditLedgerEntry.count({ where: { workspaceId: user.id } })).toBe(ledgerBefore);

    const reply = await api.conversation.reply({ ...scope, text: "Hi, this is Sam from support. Let me check." });
    expect(reply.role).toBe("human");
    // the visitor's chat polls for what the person writes
    const fresh = await list(since);
    expect(fresh.status).toBe("human");
    expect(fresh.messages.map((m) => m.role)).toContain("human");
    expect(fresh.messages.some((m) => m.role === "system")).toBe(true);

    expect(await api.conversation.handBack(scope)).toEqual({ status: "ai" });
    const back = await send("Thanks Sam");
    expect(back.status).toBe("ai");
    expect(back.answer?.content).toBe(STAND_IN_REPLY);
    // the handoff is counted once, at the visitor's first request (analytics)
    const after = await eu.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(after.handoffAt).toEqual(firstRequest);
    // the agent sees what the person wrote as its own side of the chat
    const context = standIn.requests.at(-1)?.messages ?? [];
    expect(context).toContainEqual({ role: "assistant", content: "Hi, this is Sam from support. Let me check." });
  });

  it("only the agent's own people may take over, and only recorded conversations", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId: user.id, title: "A" });
    const outsider = await createTestUser(eu);
    const refused = await callerFor(createCaller, deps, asUser(outsider.user))
      .conversation.takeOver({ region: "eu", agentId, conversationId: "nope" })
      .catch((e: unknown) => e);
    expect(refused instanceof TRPCError && refused.code).toBe("NOT_FOUND");
    const missing = await api.conversation
      .takeOver({ region: "eu", agentId, conversationId: "nope" })
      .catch((e: unknown) => e);
    expect(missing instanceof TRPCError && missing.message).toBe(HANDOFF_MESSAGES.notFound);
  });

  it("offline rules: no person offered or taken while the whole team is offline, unless the agent says so", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const workspace = { region: "eu" as const, workspaceId: user.id };
    const { ID: agentId } = await api.agent.create({
      ...workspace,
      title: "Night desk",
      templateKey: "customer-support",
    });
    const start = async () =>
      ZStartConversationOutput.parse(
        await (
          await handleStartConversation({
            ...common(agentId),
            request: new Request(url(agentId), { method: "POST", body: "{}" }),
          })
        ).json(),
      );
    const ask = async (conversation: { conversationId: string; visitorToken: string }) => {
      const response = await handleRequestHandoff({
        ...common(agentId),
        conversationId: conversation.conversationId,
        request: new Request(url(agentId, `/${conversation.conversationId}/handoff`), {
          method: "POST",
          headers: { "x-visitor-token": conversation.visitorToken },
        }),
      });
      return { status: response.status, body: await response.json() };
    };

    // a new member is online: the runtime says so
    expect((await api.conversation.handoffQueue(workspace)).online).toBe(true);
    expect((await start()).agent.teamOnline).toBe(true);

    // everyone offline: the chat is told, and a request is refused with the spec's reason
    expect(await api.conversation.setOnline({ ...workspace, online: false })).toEqual({ online: false });
    expect((await api.conversation.handoffQueue(workspace)).online).toBe(false);
    const offline = await start();
    expect(offline.agent).toMatchObject({ teamOnline: false, showHandoffEvenIfOffline: false });
    expect(await ask(offline)).toEqual({ status: 409, body: { success: false, error: RUNTIME_MESSAGES.teamOffline } });
    expect((await eu.conversation.findUniqueOrThrow({ where: { id: offline.conversationId } })).status).toBe("ai");

    // the agent offers a person even then: taken, and the visitor learns the team is away
    await api.agent.update({ region: "eu", agentId, settings: { showHandoffEvenIfOffline: true } });
    const evenIfOffline = await start();
    expect(evenIfOffline.agent).toMatchObject({ teamOnline: false, showHandoffEvenIfOffline: true });
    expect(await ask(evenIfOffline)).toEqual({
      status: 200,
      body: { status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequestedOffline },
    });

    // back online: the usual answer
    await api.conversation.setOnline({ ...workspace, online: true });
    expect(await ask(await start())).toEqual({
      status: 200,
      body: { status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequested },
    });

    // an agent that does not offer a person takes no requests at all
    await api.agent.update({ region: "eu", agentId, settings: { enableHumanHandoff: false } });
    expect(await ask(await start())).toEqual({
      status: 403,
      body: { success: false, error: RUNTIME_MESSAGES.handoffOff },
    });
  });
});

import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import {
  INPUT_MESSAGES,
  RUNTIME_MESSAGES,
  ZListMessagesOutput,
  ZStartConversationOutput,
  type TLeadForm,
  type TStartConversationOutput,
} from "@parlo/validators";
import { createOfflineProvider } from "@parlo/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleListMessages, handleSendMessage, handleStartConversation } from "./runtime-requests";
import { handleSubmitLead } from "./submit-lead";
import { createCaller } from "../../root";

/**
 * Inputs PostgreSQL cannot take (a NUL character in a text, a year it or JavaScript cannot hold)
 * are refused with 400 and a message, and nothing reaches the database.
 */
const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

const NUL = "\u0000";
const FORM: TLeadForm = {
  title: "Leave your details",
  fields: [
    { key: "name", label: "Name", type: "name", required: true },
    { key: "notes", label: "Notes", type: "text", required: false },
  ],
  trigger: "start",
};

let ip = 0;
const common = (agentId: string) => ({ region: "eu", agentId, deps, session: null, clientIp: `10.9.2.${++ip % 250}` });
const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;
const post = (target: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(target, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function refusal(response: Response): Promise<{ status: number; error: unknown }> {
  const body: unknown = await response.json();
  return {
    status: response.status,
    error: typeof body === "object" && body !== null && "error" in body ? body.error : body,
  };
}

let agentId: string;
let conversation: TStartConversationOutput;

beforeAll(async () => {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({ region: "eu", workspaceId: user.id, title: "Front desk" });
  agentId = agent.ID;
  await api.agent.update({
    region: "eu",
    agentId,
    settings: {
      nodes: [
        { id: "start", type: "start", label: "Start", next: "lead_1" },
        { id: "lead_1", type: "lead", label: "Lead form", leadForm: FORM },
      ],
    },
  });
  // credits, so a message would get as far as being stored
  await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: new Prisma.Decimal(100) } });
  const response = await handleStartConversation({ ...common(agentId), request: post(url(agentId), {}) });
  conversation = ZStartConversationOutput.parse(await response.json());
});

const visitor = () => ({ "x-visitor-token": conversation.visitorToken });

describe("runtime: inputs the database cannot take", () => {
  it("refuses a NUL character in a message's text", async () => {
    const response = await handleSendMessage({
      ...common(agentId),
      conversationId: conversation.conversationId,
      provider: createOfflineProvider(),
      request: post(url(agentId, `/${conversation.conversationId}/messages`), { text: `Hello${NUL}there` }, visitor()),
    });
    expect(await refusal(response)).toEqual({ status: 400, error: INPUT_MESSAGES.nulCharacter });
    expect(
      await eu.conversationMessage.count({ where: { conversationId: conversation.conversationId, role: "user" } }),
    ).toBe(0);
  });

  it("refuses a NUL character in the page URL of a new conversation", async () => {
    const response = await handleStartConversation({
      ...common(agentId),
      request: post(url(agentId), { pageUrl: `https://shop.test/${NUL}` }),
    });
    expect(await refusal(response)).toEqual({ status: 400, error: `pageUrl: ${INPUT_MESSAGES.nulCharacter}` });
  });

  it("refuses a NUL character in a lead's page URL or answers", async () => {
    const target = url(agentId, `/${conversation.conversationId}/lead`);
    const inUrl = await handleSubmitLead({
      ...common(agentId),
      conversationId: conversation.conversationId,
      request: post(target, { answers: { name: "Ada" }, pageUrl: `https://shop.test/${NUL}` }, visitor()),
    });
    expect(await refusal(inUrl)).toEqual({ status: 400, error: `pageUrl: ${INPUT_MESSAGES.nulCharacter}` });
    const inAnswer = await handleSubmitLead({
      ...common(agentId),
      conversationId: conversation.conversationId,
      request: post(target, { answers: { name: "Ada", notes: `x${NUL}` } }, visitor()),
    });
    expect(await refusal(inAnswer)).toEqual({ status: 400, error: `Notes: ${INPUT_MESSAGES.nulCharacter}` });
    expect(await eu.lead.count({ where: { agentId } })).toBe(0);
  });

  it("refuses a since that is not an ISO date-time of a year the database can hold", async () => {
    const list = (since: string) =>
      handleListMessages({
        ...common(agentId),
        conversationId: conversation.conversationId,
        request: new Request(
          `${url(agentId, `/${conversation.conversationId}/messages`)}?since=${encodeURIComponent(since)}`,
          { headers: visitor() },
        ),
      });
    for (const since of ["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "9999-12-31T23:00:00-05:00", "yesterday"]) {
      expect(await refusal(await list(since)), since).toEqual({ status: 400, error: RUNTIME_MESSAGES.badSince });
    }
    const fine = await list("2025-01-01T00:00:00.000Z");
    expect(fine.status).toBe(200);
    expect(ZListMessagesOutput.parse(await fine.json()).status).toBe("ai");
  });
});

import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import {
  LEAD_MESSAGES,
  RUNTIME_MESSAGES,
  ZStartConversationOutput,
  ZSubmitLeadOutput,
  type TAgentNode,
  type TLeadForm,
} from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleStartConversation } from "./runtime-requests";
import { handleSubmitLead } from "./submit-lead";
import { createCaller } from "../../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

let ip = 0;
const common = (agentId: string) => ({ region: "eu", agentId, deps, session: null, clientIp: `10.8.1.${++ip % 250}` });
const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;

const FORM: TLeadForm = {
  title: "Leave your details and we'll get back to you",
  fields: [
    { key: "name", label: "Name", type: "name", required: true },
    { key: "email", label: "E-mail", type: "email", required: true },
    { key: "phone", label: "Phone", type: "phone", required: false },
    { key: "company", label: "Company", type: "text", required: false },
  ],
  trigger: "after_first_answer",
};

const flow = (form: TLeadForm | null): TAgentNode[] => [
  { id: "start", type: "start", label: "Start", next: form ? "lead_1" : undefined },
  ...(form ? [{ id: "lead_1", type: "lead" as const, label: "Lead form", leadForm: form }] : []),
];

async function ownerWithAgent(form: TLeadForm | null = FORM) {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId: user.id, title: "Leads desk" });
  await api.agent.update({ region: "eu", agentId, settings: { nodes: flow(form) } });
  return { user, api, agentId };
}

async function start(agentId: string) {
  const response = await handleStartConversation({
    ...common(agentId),
    request: new Request(url(agentId), { method: "POST", body: JSON.stringify({ channel: "share" }) }),
  });
  return ZStartConversationOutput.parse(await response.json());
}

async function submit(
  agentId: string,
  conversationId: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await handleSubmitLead({
    ...common(agentId),
    conversationId,
    request: new Request(url(agentId, `/${conversationId}/lead`), {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  });
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  return { status: response.status, body: await response.json() };
}

describe("POST .../conversations/{id}/lead", () => {
  let agentId: string;
  let workspaceId: string;

  beforeAll(async () => {
    const owner = await ownerWithAgent();
    agentId = owner.agentId;
    workspaceId = owner.user.id;
  });

  it("the start answer carries the agent's lead form", async () => {
    const started = await start(agentId);
    expect(started.agent.leadForm).toEqual(FORM);
  });

  it("stores a valid lead once; a second submit is refused with 409 and changes nothing", async () => {
    const started = await start(agentId);
    const visitor = { "x-visitor-token": started.visitorToken };
    const answers = {
      name: "  Ada   Lovelace ",
      email: "ada@example.com",
      phone: "+44 20  7946 0958",
      company: "Analytical Engines",
    };
    const ok = await submit(agentId, started.conversationId, { answers, pageUrl: "https://shop.test/p" }, visitor);
    expect(ok.status).toBe(200);
    const output = ZSubmitLeadOutput.parse(ok.body);
    expect(output.message).toBe(LEAD_MESSAGES.thanks);

    const lead = await eu.lead.findUniqueOrThrow({ where: { id: output.leadId } });
    expect(lead).toMatchObject({
      agentId,
      workspaceId,
      conversationId: started.conversationId,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0958",
      fields: { company: "Analytical Engines" },
      pageUrl: "https://shop.test/p",
    });

    const again = await submit(agentId, started.conversationId, { answers: { ...answers, name: "Eve" } }, visitor);
    expect(again).toEqual({ status: 409, body: { success: false, error: LEAD_MESSAGES.alreadySubmitted } });
    expect(await eu.lead.count({ where: { conversationId: started.conversationId } })).toBe(1);
    expect((await eu.lead.findUniqueOrThrow({ where: { id: output.leadId } })).name).toBe("Ada Lovelace");
  });

  it("refuses an invalid e-mail, naming the field", async () => {
    const started = await start(agentId);
    const refused = await submit(
      agentId,
      started.conversationId,
      { answers: { name: "Bob", email: "bob@nowhere" } },
      { "x-visitor-token": started.visitorToken },
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        success: false,
        error: `E-mail: ${LEAD_MESSAGES.invalidEmail}`,
        fieldErrors: { email: LEAD_MESSAGES.invalidEmail },
      },
    });
    expect(await eu.lead.count({ where: { conversationId: started.conversationId } })).toBe(0);
  });

  it("refuses a missing required field and a bad phone number together", async () => {
    const started = await start(agentId);
    const refused = await submit(
      agentId,
      started.conversationId,
      { answers: { email: "bob@example.com", phone: "call me" } },
      { "x-visitor-token": started.visitorToken },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: `Name: ${LEAD_MESSAGES.required}`,
      fieldErrors: { name: LEAD_MESSAGES.required, phone: LEAD_MESSAGES.invalidPhone },
    });
  });

  it("refuses a field the form does not have", async () => {
    const started = await start(agentId);
    const refused = await submit(
      agentId,
      started.conversationId,
      { answers: { name: "Bob", email: "bob@example.com", budget: "1M" } },
      { "x-visitor-token": started.visitorToken },
    );
    expect(refused).toEqual({
      status: 400,
      body: { success: false, error: LEAD_MESSAGES.unknownField("budget"), fieldErrors: {} },
    });
  });

  it("refuses another visitor's token, and a request without one", async () => {
    const mine = await start(agentId);
    const theirs = await start(agentId);
    const answers = { name: "Mallory", email: "m@example.com" };
    const wrong = await submit(agentId, mine.conversationId, { answers }, { "x-visitor-token": theirs.visitorToken });
    expect(wrong).toEqual({ status: 401, body: { success: false, error: RUNTIME_MESSAGES.visitorTokenRequired } });
    const none = await submit(agentId, mine.conversationId, { answers }, {});
    expect(none.status).toBe(401);
    expect(await eu.lead.count({ where: { conversationId: mine.conversationId } })).toBe(0);
  });

  it("refuses a conversation of another agent", async () => {
    const other = await ownerWithAgent();
    const started = await start(other.agentId);
    const answers = { name: "Bob", email: "bob@example.com" };
    const refused = await submit(
      agentId,
      started.conversationId,
      { answers },
      { "x-visitor-token": started.visitorToken },
    );
    expect(refused).toEqual({ status: 404, body: { success: false, error: RUNTIME_MESSAGES.conversationNotFound } });
  });

  it("refuses a lead for an agent without a lead form", async () => {
    const plain = await ownerWithAgent(null);
    const started = await start(plain.agentId);
    expect(started.agent.leadForm).toBeNull();
    const refused = await submit(
      plain.agentId,
      started.conversationId,
      { answers: { name: "Bob" } },
      { "x-visitor-token": started.visitorToken },
    );
    expect(refused).toEqual({ status: 400, body: { success: false, error: LEAD_MESSAGES.noForm } });
  });

  it("limits submits per visitor", async () => {
    const started = await start(agentId);
    const visitor = { "x-visitor-token": started.visitorToken };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await submit(agentId, started.conversationId, { answers: { name: "x" } }, visitor)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

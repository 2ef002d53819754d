import type { CoreDeps, MailSender } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import { RUNTIME_MESSAGES, ZStartConversationOutput } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { handleRequestHandoff, handleStartConversation } from "./runtime-requests";
import { createCaller } from "../../root";

const base = createTestDeps();
const eu = base.db.for("eu");
afterAll(() => base.db.disconnect());

/** Every handoff request e-mails the owner: count them instead of sending them. */
const sent: Array<{ to: string | string[]; subject: string }> = [];
const mailer: MailSender = {
  send: async (message) => {
    sent.push({ to: message.to, subject: message.subject });
    return { id: String(sent.length) };
  },
};
const deps: CoreDeps = { ...base, mailer };

let ip = 0;
const url = (agentId: string, path = "") => `http://localhost/api/runtime/eu/agents/${agentId}/conversations${path}`;

async function agentOfferingAPerson() {
  const { user } = await createTestUser(eu);
  const { ID: agentId } = await callerFor(createCaller, deps, asUser(user)).agent.create({
    region: "eu",
    workspaceId: user.id,
    title: "Front desk",
    templateKey: "customer-support",
  });
  return { agentId, ownerEmail: user.email };
}

async function start(agentId: string) {
  const response = await handleStartConversation({
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp: `10.33.${Math.floor(++ip / 250)}.${ip % 250}`,
    request: new Request(url(agentId), { method: "POST", body: "{}" }),
  });
  return ZStartConversationOutput.parse(await response.json());
}

async function askForAPerson(agentId: string, clientIp: string) {
  const { conversationId, visitorToken } = await start(agentId);
  const response = await handleRequestHandoff({
    region: "eu",
    agentId,
    deps,
    session: null,
    clientIp,
    conversationId,
    request: new Request(url(agentId, `/${conversationId}/handoff`), {
      method: "POST",
      headers: { "x-visitor-token": visitorToken },
    }),
  });
  return { conversationId, status: response.status, body: await response.json() };
}

describe("handoff requests cannot be used to flood the team's inbox", () => {
  it("one address gets 10 requests in 10 minutes, then 429", async () => {
    const { agentId } = await agentOfferingAPerson();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await askForAPerson(agentId, "203.0.113.50")).status);
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    const refused = await askForAPerson(agentId, "203.0.113.50");
    expect(refused).toMatchObject({ status: 429, body: { success: false, error: RUNTIME_MESSAGES.tooManyRequests } });
    expect((await askForAPerson(agentId, "203.0.113.51")).status).toBe(200);
  });

  it("an agent's owner gets at most 30 handoff e-mails an hour; later requests still reach the team", async () => {
    const { agentId, ownerEmail } = await agentOfferingAPerson();
    const before = sent.filter((message) => message.to === ownerEmail).length;
    let last = "";
    for (let i = 0; i < 32; i++) {
      const asked = await askForAPerson(agentId, `198.51.100.${i}`);
      expect(asked.status).toBe(200);
      last = asked.conversationId;
    }
    expect(sent.filter((message) => message.to === ownerEmail).length - before).toBe(30);
    const conversation = await eu.conversation.findUniqueOrThrow({ where: { id: last } });
    expect(conversation.status).toBe("handoff_requested");
  });
});

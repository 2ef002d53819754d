import { registerWorkspaceEventQueue, type TWorkspaceEventJob } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal, startEventReceiver, verifyStandardWebhook } from "@parlo/testing";
import {
  WORKSPACE_EVENT_MESSAGES,
  WORKSPACE_EVENT_TYPES,
  ZStartConversationOutput,
  type TAgentNode,
} from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { handleRequestHandoff, handleStartConversation } from "../rest/runtime/runtime-requests";
import { handleSubmitLead } from "../rest/runtime/submit-lead";
import { createCaller } from "../root";

const deps = { ...createTestDeps(), fetchGuard: { allowedHosts: ["127.0.0.1"] } };
const eu = deps.db.for("eu");
let receiver: Awaited<ReturnType<typeof startEventReceiver>>;
const queued: TWorkspaceEventJob[] = [];

beforeAll(async () => {
  receiver = await startEventReceiver();
  // a recorder stands in for the pg-boss queue (the worker is covered in core's tests)
  registerWorkspaceEventQueue(async (job) => {
    queued.push(job);
  });
});
afterAll(async () => {
  registerWorkspaceEventQueue(undefined);
  await receiver.stop();
  await deps.db.disconnect();
});

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An owner, and a plain member of the owner's workspace. */
async function team() {
  const owner = await createTestUser(eu);
  const member = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: owner.workspace.id, email: member.user.email, userId: member.user.id, role: "member" },
  });
  const scope = { region: "eu" as const, workspaceId: owner.workspace.id };
  return {
    scope,
    owner: callerFor(createCaller, deps, asUser(owner.user)),
    member: callerFor(createCaller, deps, asUser(member.user)),
  };
}

describe("workspaceEvents procedures", () => {
  it("members read the settings; only the owner changes them", async () => {
    const { scope, owner, member } = await team();
    const empty = await member.workspaceEvents.getSettings(scope);
    expect(empty).toEqual({
      endpoint: "",
      subscribedEvents: [],
      types: WORKSPACE_EVENT_TYPES.map((type) => ({ type, label: expect.any(String) })),
    });
    expect(empty.types.find((type) => type.type === "lead.created")?.label).toBe("Lead captured");

    // other keys of `internal` are kept
    await eu.workspace.update({ where: { id: scope.workspaceId }, data: { internal: { countryCode: "GB" } } });
    const saved = await owner.workspaceEvents.updateSettings({
      ...scope,
      endpoint: "  https://hooks.example.test/parlo  ",
      subscribedEvents: ["handoff.requested", "conversation.started", "handoff.requested"],
    });
    expect(saved).toMatchObject({
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: ["conversation.started", "handoff.requested"],
    });
    expect(await member.workspaceEvents.getSettings(scope)).toMatchObject({
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: ["conversation.started", "handoff.requested"],
    });
    const row = await eu.workspace.findUniqueOrThrow({ where: { id: scope.workspaceId }, select: { internal: true } });
    expect(row.internal).toEqual({
      countryCode: "GB",
      eventSettings: {
        endpoint: "https://hooks.example.test/parlo",
        subscribedEvents: ["conversation.started", "handoff.requested"],
      },
    });

    const forbidden = await refusal(
      member.workspaceEvents.updateSettings({ ...scope, endpoint: "", subscribedEvents: [] }),
    );
    expect(forbidden.code).toBe("FORBIDDEN");
    expect((await refusal(member.workspaceEvents.sendTest(scope))).code).toBe("FORBIDDEN");

    // an empty endpoint turns forwarding off
    await owner.workspaceEvents.updateSettings({ ...scope, endpoint: "", subscribedEvents: ["lead.created"] });
    expect(await owner.workspaceEvents.getSettings(scope)).toMatchObject({
      endpoint: "",
      subscribedEvents: ["lead.created"],
    });
  });

  it("refuses invalid URLs, plain http to public hosts and unknown event types", async () => {
    const { scope, owner } = await team();
    for (const endpoint of ["not a url", "ftp://example.com/hook", "https://", "javascript:alert(1)"]) {
      const error = await refusal(owner.workspaceEvents.updateSettings({ ...scope, endpoint, subscribedEvents: [] }));
      expect(error.code, endpoint).toBe("BAD_REQUEST");
      expect(error.message, endpoint).toContain(WORKSPACE_EVENT_MESSAGES.invalidUrl);
    }
    const http = await refusal(
      owner.workspaceEvents.updateSettings({ ...scope, endpoint: "http://hooks.example.test/x", subscribedEvents: [] }),
    );
    expect(http.message).toBe(WORKSPACE_EVENT_MESSAGES.httpsRequired);
    // a type the client's types would not let through: called the way a raw HTTP client would
    const update: unknown = Reflect.get(owner.workspaceEvents, "updateSettings");
    if (typeof update !== "function") throw new Error("no updateSettings");
    const unknown = await refusal(
      Promise.resolve(
        update({
          ...scope,
          endpoint: "https://hooks.example.test/x",
          subscribedEvents: ["lead.created", "lead.deleted"],
        }),
      ),
    );
    expect(unknown.code).toBe("BAD_REQUEST");
    expect(unknown.message).toContain(WORKSPACE_EVENT_MESSAGES.unknownType);
    expect((await owner.workspaceEvents.getSettings(scope)).endpoint).toBe("");
  });

  it("sends a test event right away, whatever the subscriptions, and reports the answer", async () => {
    const { scope, owner } = await team();
    const none = await refusal(owner.workspaceEvents.sendTest(scope));
    expect(none.message).toBe(WORKSPACE_EVENT_MESSAGES.noEndpoint);

    await owner.workspaceEvents.updateSettings({
      ...scope,
      endpoint: `${receiver.baseUrl}/test-ok`,
      subscribedEvents: [],
    });
    expect(await owner.workspaceEvents.sendTest(scope)).toEqual({ ok: true, status: 200, statusText: "OK" });
    const [request] = receiver.received.filter((hit) => hit.path === "/test-ok");
    if (!request) throw new Error("the test event did not arrive");
    const { workspaceSecret } = await eu.workspace.findUniqueOrThrow({
      where: { id: scope.workspaceId },
      select: { workspaceSecret: true },
    });
    const body = z
      .object({ type: z.literal("test"), payload: z.looseObject({ createdAt: z.string() }) })
      .parse(JSON.parse(request.body));
    expect(body.payload).not.toHaveProperty("workspaceSecret");
    expect(request.body).not.toContain(workspaceSecret);
    expect(JSON.stringify(request.headers)).not.toContain(workspaceSecret);
    expect(request.headers["x-parlo-signature"]).toBeUndefined();
    expect(request.headers["webhook-id"]).toMatch(/^msg_/);
    expect(request.headers["webhook-timestamp"]).toMatch(/^\d+$/);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,/);
    // signed with the secret the owner's card shows
    const { signingSecret } = await owner.workspaceEvents.signingSecret(scope);
    expect(request.body).not.toContain(signingSecret);
    expect(verifyStandardWebhook(request, signingSecret, { toleranceSeconds: 300 })).toBe(true);

    receiver.setStatus("/test-down", 503);
    await owner.workspaceEvents.updateSettings({
      ...scope,
      endpoint: `${receiver.baseUrl}/test-down`,
      subscribedEvents: [],
    });
    expect(await owner.workspaceEvents.sendTest(scope)).toEqual({
      ok: false,
      status: 503,
      statusText: "Service Unavailable",
    });

    // a host off the allow-list that resolves to loopback is refused by the SSRF guard, without
    // saying what it resolved to (stored directly: the form refuses http)
    await eu.workspace.update({
      where: { id: scope.workspaceId },
      data: { internal: { eventSettings: { endpoint: "http://localhost:9/x", subscribedEvents: [] } } },
    });
    const refused = await owner.workspaceEvents.sendTest(scope);
    expect(refused).toMatchObject({ ok: false, status: 0 });
    expect(refused.statusText).toContain("The host localhost is not allowed");
    expect(refused.statusText).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it("shows the signing secret to the owner only, regenerates it, and signs with the new one", async () => {
    const { scope, owner, member } = await team();
    await owner.workspaceEvents.updateSettings({
      ...scope,
      endpoint: `${receiver.baseUrl}/rotate`,
      subscribedEvents: [],
    });
    // members (and what they can read) never see it
    for (const denied of [
      member.workspaceEvents.signingSecret(scope),
      member.workspaceEvents.regenerateSigningSecret(scope),
    ]) {
      const error = await refusal(denied);
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).not.toContain("whsec_");
    }
    expect(JSON.stringify(await member.workspaceEvents.getSettings(scope))).not.toContain("whsec_");
    expect(JSON.stringify(await owner.workspaceEvents.getSettings(scope))).not.toContain("whsec_");

    // made on first read, then the same on every read
    const { signingSecret: first } = await owner.workspaceEvents.signingSecret(scope);
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await owner.workspaceEvents.signingSecret(scope)).signingSecret).toBe(first);
    expect((await owner.workspaceEvents.sendTest(scope)).ok).toBe(true);

    const { signingSecret: second } = await owner.workspaceEvents.regenerateSigningSecret(scope);
    expect(second).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
    expect((await owner.workspaceEvents.signingSecret(scope)).signingSecret).toBe(second);
    expect((await owner.workspaceEvents.sendTest(scope)).ok).toBe(true);
    // a member's refused regeneration changed nothing
    expect((await refusal(member.workspaceEvents.regenerateSigningSecret(scope))).code).toBe("FORBIDDEN");
    expect((await owner.workspaceEvents.signingSecret(scope)).signingSecret).toBe(second);

    const [before, after] = receiver.received.filter((hit) => hit.path === "/rotate");
    if (!before || !after) throw new Error("expected two test events");
    expect(after.headers["webhook-signature"]).not.toBe(before.headers["webhook-signature"]);
    expect(verifyStandardWebhook(before, first)).toBe(true);
    expect(verifyStandardWebhook(before, second)).toBe(false);
    expect(verifyStandardWebhook(after, second)).toBe(true);
    expect(verifyStandardWebhook(after, first)).toBe(false);
  });
});

describe("events from the runtime", () => {
  it("emits conversation.started, lead.created and handoff.requested without holding the visitor up", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const scope = { region: "eu" as const, workspaceId: user.id };
    const { ID: agentId } = await api.agent.create({ ...scope, title: "Events desk" });
    const nodes: TAgentNode[] = [
      { id: "start", type: "start", label: "Start", next: "lead_1" },
      {
        id: "lead_1",
        type: "lead",
        label: "Lead form",
        leadForm: {
          title: "Your details",
          fields: [{ key: "email", label: "E-mail", type: "email", required: true }],
          trigger: "start",
        },
      },
    ];
    await api.agent.update({ region: "eu", agentId, settings: { nodes, enableHumanHandoff: true } });
    await api.workspaceEvents.updateSettings({
      ...scope,
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: ["conversation.started", "lead.created", "handoff.requested"],
    });

    const common = { region: "eu", agentId, deps, session: null, clientIp: "10.7.0.1" };
    const url = `http://localhost/api/runtime/eu/agents/${agentId}/conversations`;
    const started = ZStartConversationOutput.parse(
      await (
        await handleStartConversation({
          ...common,
          request: new Request(url, { method: "POST", body: JSON.stringify({ channel: "share" }) }),
        })
      ).json(),
    );
    const { conversationId } = started;
    const visitor = { "x-visitor-token": started.visitorToken, "content-type": "application/json" };
    const lead = await handleSubmitLead({
      ...common,
      conversationId,
      request: new Request(`${url}/${conversationId}/lead`, {
        method: "POST",
        headers: visitor,
        body: JSON.stringify({ answers: { email: "visitor@example.test" } }),
      }),
    });
    expect(lead.status).toBe(200);
    const handoff = await handleRequestHandoff({
      ...common,
      conversationId,
      request: new Request(`${url}/${conversationId}/handoff`, { method: "POST", headers: visitor }),
    });
    expect(handoff.status).toBe(200);

    const mine = () => queued.filter((job) => job.workspaceId === user.id);
    const events = await until(mine, (list) => list.length >= 3);
    expect(events.map((job) => job.type).sort()).toEqual(["conversation.started", "handoff.requested", "lead.created"]);
    expect(events.find((job) => job.type === "conversation.started")).toMatchObject({
      region: "eu",
      payload: { conversationId, agentId, channel: "share", visitorId: started.visitorId },
    });
    expect(events.find((job) => job.type === "lead.created")?.payload).toMatchObject({
      conversationId,
      agentId,
      email: "visitor@example.test",
    });
    expect(events.find((job) => job.type === "handoff.requested")?.payload).toMatchObject({ conversationId, agentId });

    // a workspace that subscribes to nothing queues nothing
    await api.workspaceEvents.updateSettings({
      ...scope,
      endpoint: "https://hooks.example.test/parlo",
      subscribedEvents: [],
    });
    await handleStartConversation({ ...common, request: new Request(url, { method: "POST", body: "{}" }) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine()).toHaveLength(3);
  });
});

import { createServer } from "node:net";
import { createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { WORKSPACE_EVENT_MESSAGES, type TWorkspaceEventType } from "@parlo/validators";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { startWorkspaceEventWorker, workspaceEventEnqueuer, type WorkspaceEventWorker } from "../jobs/event-jobs";
import { deliverWorkspaceEvent } from "./deliver-workspace-event";
import { startEventReceiver, verifyStandardWebhook } from "@parlo/testing";
import { ensureEventSigningSecret } from "./ensure-event-signing-secret";
import { forwardWorkspaceEvent } from "./forward-workspace-event";
import { getEventSigningSecret } from "./get-event-signing-secret";
import { regenerateEventSigningSecret } from "./regenerate-event-signing-secret";
import { updateEventSettings } from "./update-event-settings";
import { newWorkspaceEventId } from "./workspace-event-job";
import { registerWorkspaceEventQueue } from "./workspace-event-queue";

const deps = { ...createTestDeps(), fetchGuard: { allowedHosts: ["127.0.0.1"] } };
const eu = deps.db.for("eu");
let queue: JobQueue;
let worker: WorkspaceEventWorker;
let receiver: Awaited<ReturnType<typeof startEventReceiver>>;

const ZMessages = z.object({
  messages: z.array(z.object({ subject: z.string(), text: z.string(), date: z.string() })),
});
const ZBody = z.object({
  type: z.string(),
  payload: z.looseObject({ createdAt: z.string() }),
});

beforeAll(async () => {
  receiver = await startEventReceiver();
  queue = createJobQueue({ urls: { eu: inject("databaseUrls").eu } });
  // 1 + 2 attempts, 1 s apart: the last attempt comes within seconds
  registerWorkspaceEventQueue(workspaceEventEnqueuer(queue, { retryLimit: 2, retryDelay: 1, retryBackoff: false }));
  worker = await startWorkspaceEventWorker(queue, { deps, pollingIntervalSeconds: 0.5 });
}, 60_000);

afterAll(async () => {
  registerWorkspaceEventQueue(undefined);
  await worker.stop({ timeoutMs: 5000 });
  await queue.stop({ timeoutMs: 5000 });
  await receiver.stop();
  await deps.db.disconnect();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A workspace with its owner, optionally a second member, and event settings pointing at `path`. */
async function workspaceWith(options: { path: string; types: TWorkspaceEventType[]; member?: boolean }) {
  const { user, workspace } = await createTestUser(eu);
  const emails = [user.email];
  if (options.member) {
    const other = await createTestUser(eu);
    await eu.workspaceMember.create({
      data: { workspaceId: workspace.id, email: other.user.email, userId: other.user.id, role: "member" },
    });
    emails.push(other.user.email);
  }
  await updateEventSettings({
    db: deps.db,
    region: "eu",
    workspaceId: workspace.id,
    fetchGuard: deps.fetchGuard,
    settings: { endpoint: `${receiver.baseUrl}${options.path}`, subscribedEvents: options.types },
  });
  const { workspaceSecret } = await eu.workspace.findUniqueOrThrow({
    where: { id: workspace.id },
    select: { workspaceSecret: true },
  });
  return { workspaceId: workspace.id, workspaceSecret, emails };
}

/** The signing secret as the owner's card shows it. */
const signingSecretOf = (workspaceId: string) => getEventSigningSecret({ db: deps.db, region: "eu", workspaceId });

const hits = (path: string) => receiver.received.filter((request) => request.path === path);

async function mailsTo(email: string, since: Date) {
  const response = await fetch(`${inject("mailboxUrl")}/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = ZMessages.parse(await response.json());
  return messages.filter((message) => Date.parse(message.date) >= since.getTime());
}

async function jobStates(workspaceId: string): Promise<string[]> {
  const rows = await eu.$queryRaw<Array<{ state: string }>>`
    SELECT "state"::text AS "state" FROM "pgboss"."job"
    WHERE "name" = 'workspace-event' AND "data"->>'workspaceId' = ${workspaceId}`;
  return rows.map((row) => row.state);
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("workspace event forwarding (pg-boss)", () => {
  it("sends only subscribed types, with createdAt, no workspace secret, signed (Standard Webhooks)", async () => {
    const { workspaceId, workspaceSecret } = await workspaceWith({ path: "/subscribed", types: ["lead.created"] });
    const notSubscribed = await forwardWorkspaceEvent({
      deps,
      region: "eu",
      workspaceId,
      type: "conversation.started",
      payload: { conversationId: "c1" },
    });
    expect(notSubscribed).toBe("not-subscribed");
    const before = Math.floor(Date.now() / 1000);
    const queued = await forwardWorkspaceEvent({
      deps,
      region: "eu",
      workspaceId,
      type: "lead.created",
      payload: { leadId: "l1", email: "visitor@example.test" },
    });
    expect(queued).toBe("queued");

    const [request] = await until(
      () => hits("/subscribed"),
      (list) => list.length > 0,
    );
    expect(request).toBeDefined();
    if (!request) return;
    const body = ZBody.parse(JSON.parse(request.body));
    expect(body).toEqual({
      type: "lead.created",
      payload: { leadId: "l1", email: "visitor@example.test", createdAt: expect.any(String) },
    });
    expect(Number.isNaN(Date.parse(body.payload.createdAt))).toBe(false);
    // the workspace secret (a full API credential) is nowhere in the request
    expect(request.body).not.toContain("workspaceSecret");
    expect(request.body).not.toContain(workspaceSecret);
    expect(JSON.stringify(request.headers)).not.toContain(workspaceSecret);
    expect(request.headers["x-parlo-signature"]).toBeUndefined();

    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(Number(request.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(before - 1);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    // made by the first delivery; the owner's card shows that same secret
    const { eventSigningSecret } = await eu.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { eventSigningSecret: true },
    });
    const signingSecret = await signingSecretOf(workspaceId);
    expect(signingSecret).toMatch(/^whsec_/);
    expect(signingSecret).toBe(eventSigningSecret);
    expect(request.body).not.toContain(signingSecret);
    expect(verifyStandardWebhook(request, signingSecret, { toleranceSeconds: 300 })).toBe(true);
    expect(verifyStandardWebhook(request, `whsec_${Buffer.from(workspaceSecret).toString("base64")}`)).toBe(false);
    expect(verifyStandardWebhook({ ...request, body: `${request.body} ` }, signingSecret)).toBe(false);

    expect(
      await until(
        () => jobStates(workspaceId),
        (states) => states[0] === "completed",
      ),
    ).toEqual(["completed"]);
    // the unsubscribed event never went anywhere
    expect(hits("/subscribed").map((hit) => ZBody.parse(JSON.parse(hit.body)).type)).toEqual(["lead.created"]);
  });

  it("makes one signing secret for concurrent first uses", async () => {
    const { workspace } = await createTestUser(eu);
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () =>
        ensureEventSigningSecret({ db: deps.db, region: "eu", workspaceId: workspace.id }),
      ),
    );
    const stored = await eu.workspace.findUniqueOrThrow({
      where: { id: workspace.id },
      select: { eventSigningSecret: true },
    });
    expect(stored.eventSigningSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(new Set(secrets)).toEqual(new Set([stored.eventSigningSecret]));
    // not read unless asked for by name
    expect(await eu.workspace.findUniqueOrThrow({ where: { id: workspace.id } })).not.toHaveProperty(
      "eventSigningSecret",
    );
    expect(await ensureEventSigningSecret({ db: deps.db, region: "eu", workspaceId: "nosuchworkspace" })).toBeNull();
  });

  it("signs with the regenerated secret from then on", async () => {
    const { workspaceId } = await workspaceWith({ path: "/rotated", types: ["lead.created"] });
    const first = await signingSecretOf(workspaceId);
    await forwardWorkspaceEvent({ deps, region: "eu", workspaceId, type: "lead.created", payload: { leadId: "a" } });
    await until(
      () => hits("/rotated"),
      (list) => list.length >= 1,
    );
    const second = await regenerateEventSigningSecret({ db: deps.db, region: "eu", workspaceId });
    expect(second).not.toBe(first);
    expect(await signingSecretOf(workspaceId)).toBe(second);
    await forwardWorkspaceEvent({ deps, region: "eu", workspaceId, type: "lead.created", payload: { leadId: "b" } });
    const [before, after] = await until(
      () => hits("/rotated"),
      (list) => list.length >= 2,
    );
    if (!before || !after) throw new Error("expected two deliveries");
    expect(verifyStandardWebhook(before, first)).toBe(true);
    expect(verifyStandardWebhook(before, second)).toBe(false);
    expect(verifyStandardWebhook(after, second)).toBe(true);
    expect(verifyStandardWebhook(after, first)).toBe(false);
    expect(after.headers["webhook-id"]).not.toBe(before.headers["webhook-id"]);
  });

  it("sends nothing without a workspace, and logs why", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const before = receiver.received.length;
    for (const workspaceId of [undefined, null, ""]) {
      expect(await forwardWorkspaceEvent({ deps, region: "eu", workspaceId, type: "lead.created", payload: {} })).toBe(
        "no-workspace",
      );
    }
    expect(log).toHaveBeenCalledWith(WORKSPACE_EVENT_MESSAGES.workspaceNotProvided);
    expect(receiver.received.length).toBe(before);
  });

  it("does nothing for a workspace without an endpoint", async () => {
    const { workspace } = await createTestUser(eu);
    expect(
      await forwardWorkspaceEvent({ deps, region: "eu", workspaceId: workspace.id, type: "lead.created", payload: {} }),
    ).toBe("not-subscribed");
    expect(await jobStates(workspace.id)).toEqual([]);
  });

  it("retries a failing endpoint, then e-mails every workspace e-mail once and writes the log", async () => {
    receiver.setStatus("/down", 500);
    const { workspaceId, emails } = await workspaceWith({ path: "/down", types: ["handoff.requested"], member: true });
    const since = new Date(Date.now() - 1000);
    expect(
      await forwardWorkspaceEvent({
        deps,
        region: "eu",
        workspaceId,
        type: "handoff.requested",
        payload: { conversationId: "c9" },
      }),
    ).toBe("queued");

    // 1 + retryLimit attempts, then the job has failed
    expect(
      await until(
        () => jobStates(workspaceId),
        (states) => states[0] === "failed",
      ),
    ).toEqual(["failed"]);
    const attempts = hits("/down").filter((hit) => hit.body.includes('"c9"'));
    expect(attempts).toHaveLength(3);
    // every retry is the same event (one webhook-id), each attempt signed on its own
    expect(new Set(attempts.map((hit) => hit.headers["webhook-id"])).size).toBe(1);
    const signingSecret = await signingSecretOf(workspaceId);
    for (const hit of attempts) expect(verifyStandardWebhook(hit, signingSecret)).toBe(true);

    expect(emails).toHaveLength(2);
    for (const email of emails) {
      const mails = await until(
        () => mailsTo(email, since),
        (list) => list.length > 0,
      );
      const failures = mails.filter((mail) => mail.subject.includes("failed to send"));
      expect(failures, email).toHaveLength(1);
      expect(failures[0]?.subject).toBe("Parlo: the event handoff.requested failed to send");
      expect(failures[0]?.text).toContain(`${receiver.baseUrl}/down`);
      expect(failures[0]?.text).toContain("500 Internal Server Error");
      expect(failures[0]?.text).toContain("3 attempts");
    }
    const entries = await eu.workspaceLog.findMany({ where: { workspaceId } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: "error",
      channel: "web",
      region: "eu",
      withEmail: true,
      content: `The event handoff.requested failed to send to ${receiver.baseUrl}/down: 500 Internal Server Error`,
      metadata: {
        eventType: "handoff.requested",
        payload: { conversationId: "c9" },
        endpoint: `${receiver.baseUrl}/down`,
        subscribedEvents: ["handoff.requested"],
        status: 500,
        statusText: "Internal Server Error",
        attempts: 3,
      },
    });
  });

  it("writes an error log entry with the spec's metadata when the endpoint cannot be reached", async () => {
    const { workspace } = await createTestUser(eu);
    const endpoint = `http://127.0.0.1:${await closedPort()}/hook`;
    await updateEventSettings({
      db: deps.db,
      region: "eu",
      workspaceId: workspace.id,
      fetchGuard: deps.fetchGuard,
      settings: { endpoint, subscribedEvents: ["lead.created", "invoice.paid"] },
    });
    await forwardWorkspaceEvent({
      deps,
      region: "eu",
      workspaceId: workspace.id,
      type: "invoice.paid",
      payload: { invoiceId: "in_1" },
    });
    expect(
      await until(
        () => jobStates(workspace.id),
        (states) => states[0] === "failed",
      ),
    ).toEqual(["failed"]);
    const entries = await eu.workspaceLog.findMany({ where: { workspaceId: workspace.id } });
    // written once, on the last attempt
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: "error",
      channel: "web",
      region: "eu",
      withEmail: false,
      metadata: {
        eventType: "invoice.paid",
        payload: { invoiceId: "in_1" },
        endpoint,
        subscribedEvents: ["lead.created", "invoice.paid"],
      },
    });
    expect(entries[0]?.content).toMatch(/ECONNREFUSED|refused/i);
  });

  it("logs an SSRF refusal at once, without the address the host resolved to, and does not retry it", async () => {
    const { workspace } = await createTestUser(eu);
    // a host name that resolves to loopback addresses and is not on the allow-list
    const endpoint = "http://localhost:9/hook";
    await eu.workspace.update({
      where: { id: workspace.id },
      data: { internal: { eventSettings: { endpoint, subscribedEvents: ["payment.failed"] } } },
    });
    await forwardWorkspaceEvent({
      deps,
      region: "eu",
      workspaceId: workspace.id,
      type: "payment.failed",
      payload: { amount: 2000 },
    });
    expect(
      await until(
        () => jobStates(workspace.id),
        (states) => states[0] === "completed",
      ),
    ).toEqual(["completed"]);
    const entries = await eu.workspaceLog.findMany({ where: { workspaceId: workspace.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.content).toContain("The host localhost is not allowed");
    expect(entries[0]?.content).toContain("loopback");
    expect(entries[0]?.content).not.toMatch(/127\.0\.0\.1|::1/);
    expect(entries[0]?.metadata).toMatchObject({ eventType: "payment.failed", endpoint });
  });

  it("drops a queued event whose type was unsubscribed before it was sent", async () => {
    const { workspaceId } = await workspaceWith({ path: "/changed", types: [] });
    const result = await deliverWorkspaceEvent(
      deps,
      {
        id: newWorkspaceEventId(),
        region: "eu",
        workspaceId,
        type: "lead.created",
        payload: {},
        createdAt: new Date().toISOString(),
      },
      { retryCount: 0, retryLimit: 5 },
    );
    expect(result).toBe("skipped");
    expect(hits("/changed")).toHaveLength(0);
  });

  it("sends nothing (and says so) in a process without an event queue", async () => {
    const { workspaceId } = await workspaceWith({ path: "/no-queue", types: ["lead.created"] });
    registerWorkspaceEventQueue(undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(await forwardWorkspaceEvent({ deps, region: "eu", workspaceId, type: "lead.created", payload: {} })).toBe(
        "no-queue",
      );
      expect(log).toHaveBeenCalled();
    } finally {
      registerWorkspaceEventQueue(workspaceEventEnqueuer(queue, { retryLimit: 2, retryDelay: 1, retryBackoff: false }));
    }
    expect(hits("/no-queue")).toHaveLength(0);
  });
});

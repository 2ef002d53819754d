import { BODY_TOO_LARGE_MESSAGE } from "@parlo/api";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { handleWorkspaceLogRequest, WORKSPACE_LOG_RATE_LIMIT } from "./handle-workspace-log-request";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

const ZAnswer = z.union([
  z.object({ success: z.literal(true), id: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);

let ip = 0;
async function post(workspaceId: string, body: unknown, authorization?: string, clientIp = `10.6.0.${++ip % 250}`) {
  const response = await handleWorkspaceLogRequest({
    workspaceId,
    deps,
    clientIp,
    request: new Request(`http://localhost/api/v2/workspace/${workspaceId}/logs`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  });
  return { status: response.status, body: ZAnswer.parse(await response.json()) };
}

async function workspace() {
  const { user, workspace } = await createTestUser(eu);
  const { workspaceSecret } = await eu.workspace.findUniqueOrThrow({
    where: { id: workspace.id },
    select: { workspaceSecret: true },
  });
  const agent = await createTestAgent(eu, workspace);
  return { user, workspaceId: workspace.id, bearer: `Bearer ${workspaceSecret}`, agentId: agent.id };
}

describe("POST /api/v2/workspace/{workspaceId}/logs", () => {
  it("writes a log entry with the workspace secret", async () => {
    const { user, workspaceId, bearer, agentId } = await workspace();
    const answer = await post(
      workspaceId,
      {
        userId: user.id,
        agentId,
        type: "warning",
        content: "The CRM sync skipped 2 contacts.",
        channel: "api",
        metadata: { skipped: ["a@example.test", "b@example.test"], batch: 7 },
        withEmail: false,
        region: "eu",
      },
      bearer,
    );
    expect(answer.status).toBe(200);
    if (!answer.body.success) throw new Error(answer.body.error);
    const entry = await eu.workspaceLog.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(entry).toMatchObject({
      workspaceId,
      userId: user.id,
      agentId,
      type: "warning",
      content: "The CRM sync skipped 2 contacts.",
      channel: "api",
      metadata: { skipped: ["a@example.test", "b@example.test"], batch: 7 },
      withEmail: false,
      region: "eu",
    });

    // defaults: channel web, no metadata, no e-mail
    const minimal = await post(workspaceId, { type: "info", content: "Hello" }, bearer);
    expect(minimal.status).toBe(200);
    if (!minimal.body.success) throw new Error(minimal.body.error);
    expect(await eu.workspaceLog.findUniqueOrThrow({ where: { id: minimal.body.id } })).toMatchObject({
      channel: "web",
      metadata: {},
      withEmail: false,
    });
  });

  it("e-mails the workspace e-mails with withEmail", async () => {
    const { user, workspaceId, bearer } = await workspace();
    const since = Date.now() - 1000;
    const answer = await post(
      workspaceId,
      { type: "error", content: "Nightly export failed.", withEmail: true },
      bearer,
    );
    expect(answer.status).toBe(200);
    const response = await fetch(`${inject("mailboxUrl")}/api/messages?to=${encodeURIComponent(user.email)}`);
    const { messages } = z
      .object({ messages: z.array(z.object({ subject: z.string(), text: z.string(), date: z.string() })) })
      .parse(await response.json());
    const mails = messages.filter((message) => Date.parse(message.date) >= since);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Parlo: error — Nightly export failed.");
    expect(mails[0]?.text).toContain("Nightly export failed.");
  });

  it("refuses callers without this workspace's secret", async () => {
    const mine = await workspace();
    const other = await workspace();
    const entry = { type: "info", content: "x" };
    expect(await post(mine.workspaceId, entry)).toMatchObject({ status: 401, body: { success: false } });
    expect(await post(mine.workspaceId, entry, "Bearer vg_00000000000000000000")).toMatchObject({ status: 401 });
    expect(await post(mine.workspaceId, entry, other.bearer)).toMatchObject({
      status: 403,
      body: { success: false, error: "This key cannot act on this workspace." },
    });
    const agentSecret = await eu.agent.findUniqueOrThrow({
      where: { id: mine.agentId },
      select: { secretApiKey: true },
    });
    expect(await post(mine.workspaceId, entry, `Bearer ${agentSecret.secretApiKey}`)).toMatchObject({ status: 401 });
    expect(await post(mine.workspaceId, { ...entry, region: "na" }, mine.bearer)).toMatchObject({ status: 403 });
    expect(await eu.workspaceLog.count({ where: { workspaceId: mine.workspaceId } })).toBe(0);
  });

  it("refuses invalid bodies with the field that is wrong", async () => {
    const { workspaceId, bearer, agentId } = await workspace();
    const other = await workspace();
    const cases: Array<[unknown, string]> = [
      ["{not json", "The body must be a JSON object."],
      [{ content: "x" }, "type: "],
      [{ type: "debug", content: "x" }, "type: type must be one of info, success, warning, error"],
      [{ type: "info", content: "   " }, "content: content is required"],
      [{ type: "info", content: "x", withEmail: "yes" }, "withEmail: "],
      [{ type: "info", content: "x", metadata: "text" }, "metadata: "],
      [{ type: "info", content: "x", agentId: "short" }, "agentId: agentId must be an agent id"],
      [{ type: "info", content: "x", agentId: other.agentId }, "agentId is not an agent of this workspace"],
    ];
    for (const [body, error] of cases) {
      const answer = await post(workspaceId, body, bearer);
      expect(answer.status, error).toBe(400);
      expect(answer.body.success ? "" : answer.body.error, error).toContain(error);
    }
    // a body over 64 KB is refused before it is parsed
    expect(await post(workspaceId, { type: "info", content: "x".repeat(70_000) }, bearer)).toMatchObject({
      status: 413,
      body: { success: false, error: BODY_TOO_LARGE_MESSAGE },
    });
    expect(await post(workspaceId, { type: "info", content: "x", agentId }, bearer)).toMatchObject({ status: 200 });
    expect(await eu.workspaceLog.count({ where: { workspaceId } })).toBe(1);
  });

  it("limits calls per IP address", async () => {
    const { workspaceId, bearer } = await workspace();
    const clientIp = "10.6.1.1";
    for (let call = 0; call < WORKSPACE_LOG_RATE_LIMIT.limit; call++) {
      expect((await post(workspaceId, "{}", bearer, clientIp)).status).toBe(400);
    }
    expect(await post(workspaceId, { type: "info", content: "x" }, bearer, clientIp)).toMatchObject({
      status: 429,
      body: { success: false, error: WORKSPACE_LOG_RATE_LIMIT.message },
    });
  });
});

import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { AGENT_SETTINGS_MESSAGES, TEMPLATE_KEYS, VERSION_HISTORY_LIMIT } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { handleUpdateAgentRequest } from "../rest/update-agent-request";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

async function ownerWithAgent(templateKey: (typeof TEMPLATE_KEYS)[number] = "customer-support") {
  const { user } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const agent = await api.agent.create({ region: "eu", workspaceId: user.id, title: "Helper", templateKey });
  return { user, api, agent, scope: { region: "eu" as const, agentId: agent.ID } };
}

function postSettings(agentId: string, secret: string | null, body: unknown) {
  const headers = new Headers({ "content-type": "application/json" });
  if (secret) headers.set("authorization", `Bearer ${secret}`);
  return handleUpdateAgentRequest({
    request: new Request(`http://localhost/api/v2/agents/${agentId}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
    agentId,
    deps,
    clientIp: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

describe("agent creation from templates", () => {
  it.each(TEMPLATE_KEYS)("creates a node-based agent from %s with the new-agent defaults", async (templateKey) => {
    const { api, agent, scope } = await ownerWithAgent(templateKey);
    expect(agent.ID).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(agent.enableNodes).toBe(true);
    const { settings } = await api.agent.settings(scope);
    expect(settings).toMatchObject({
      title: "Helper",
      agentPlatform: "vg",
      messageDelayMS: 1000,
      maxTokensUsage: 0,
      lang: "en",
      recordChatHistory: true,
      internal: { accountCreationConfig: "v2" },
      vapiConfig: { promptOnWeb: false },
    });
    expect(settings.nodes?.length).toBeGreaterThan(0);
    // starter settings are for standard agents without nodes only
    expect(settings.vgOptions).toBeUndefined();
    expect((await api.agent.secret(scope)).SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
  });

  it("lists the seven templates with blank-template among them", async () => {
    const { api, user } = await ownerWithAgent();
    const templates = await api.agent.templates({ region: "eu", workspaceId: user.id });
    expect(templates.map((t) => t.key)).toEqual([...TEMPLATE_KEYS]);
  });
});

describe("agent settings updates", () => {
  it("merges a partial update into the draft and makes Publish available again", async () => {
    const { api, scope } = await ownerWithAgent();
    await api.agent.publish(scope);
    expect((await api.agent.get(scope)).isPublished).toBe(true);
    const result = await api.agent.update({
      ...scope,
      settings: { description: "Sells bikes", voiceConfig: { transcriber: { language: "de" } } },
    });
    expect(result.isPublished).toBe(false);
    const { settings } = await api.agent.settings(scope);
    expect(settings.description).toBe("Sells bikes");
    // nested objects merge: the rest of the voice configuration is kept
    expect(settings.voiceConfig).toMatchObject({
      transcriber: { provider: "deepgram", language: "de" },
      speechGen: { provider: "deepgram", voiceId: "asteria" },
    });
  });

  it("refuses bad payloads with a message naming the field and keeps the agent unchanged", async () => {
    const { api, scope } = await ownerWithAgent();
    const before = await eu.agent.findUniqueOrThrow({ where: { id: scope.agentId } });
    const { SECRET_API_KEY } = await api.agent.secret(scope);
    const chunk = await refusal(api.agent.update({ ...scope, settings: { vgOptions: { maxChunkSize: 999 } } }));
    expect(chunk.code).toBe("BAD_REQUEST");
    const bad = [
      { vg_temperature: "hot" },
      { agentPlatform: "xx" },
      { webhookUrl: "not a url" },
      { messageDelayMS: -5 },
      { tools: [{ id: "t1", name: "Lookup", description: "", fields: [], serverUrl: "ftp//nope" }] },
    ];
    for (const settings of bad) {
      const response = await postSettings(scope.agentId, SECRET_API_KEY, settings);
      expect(response.status).toBe(400);
      const body: unknown = await response.json();
      const field = Object.keys(settings)[0] ?? "";
      expect(body).toMatchObject({ success: false, error: expect.stringContaining(field) });
    }
    const maxChunk = await postSettings(scope.agentId, SECRET_API_KEY, { vgOptions: { maxChunkSize: 999 } });
    expect(await maxChunk.json()).toEqual({
      success: false,
      error: `vgOptions.maxChunkSize: ${AGENT_SETTINGS_MESSAGES.maxChunkSize}`,
    });
    const after = await eu.agent.findUniqueOrThrow({ where: { id: scope.agentId } });
    expect(after.settings).toEqual(before.settings);
    expect(after.lastModified).toBe(before.lastModified);
  });

  it("takes partial updates over HTTP with the workspace secret or the agent secret, and refuses a wrong one", async () => {
    const { user, api, scope } = await ownerWithAgent();
    const { workspaceSecret } = await api.workspace.secret({ region: "eu", workspaceId: user.id });
    const { SECRET_API_KEY: agentSecret } = await api.agent.secret(scope);

    const byWorkspace = await postSettings(scope.agentId, workspaceSecret, { waTestNumber: "+4915112345678" });
    expect(byWorkspace.status).toBe(200);
    const byAgent = await postSettings(scope.agentId, agentSecret, {
      gcloudClientEmail: "bot@project.iam.gserviceaccount.com",
      gcloudPrivateKey: "-----BEGIN KEY-----",
    });
    expect(byAgent.status).toBe(200);
    expect(await byAgent.json()).toMatchObject({ success: true, isPublished: false });

    const wrong = await postSettings(scope.agentId, "vg_wrongwrongwrongwrong", { description: "x" });
    expect(wrong.status).toBe(401);
    const missing = await postSettings(scope.agentId, null, { description: "x" });
    expect(missing.status).toBe(401);
    const other = await ownerWithAgent();
    const foreign = await postSettings(other.scope.agentId, agentSecret, { description: "x" });
    expect(foreign.status).toBe(404);

    const stored = await callerFor(createCaller, deps, asUser(user)).agent.settings(scope);
    expect(stored.settings).toMatchObject({
      waTestNumber: "+4915112345678",
      gcloudClientEmail: "bot@project.iam.gserviceaccount.com",
    });
    // the private key is stored but never sent back
    expect(stored.settings.gcloudPrivateKey).toBeUndefined();
    expect(stored.secretsSet).toContain("gcloudPrivateKey");
  });

  it("refuses a body over 1 MB with 413 before parsing it, declared or streamed", async () => {
    const { user, api, scope } = await ownerWithAgent();
    const { workspaceSecret } = await api.workspace.secret({ region: "eu", workspaceId: user.id });
    const huge = JSON.stringify({ description: "x".repeat(1024 * 1024 + 10) });
    const declared = await postSettings(scope.agentId, workspaceSecret, JSON.parse(huge));
    expect(declared.status).toBe(413);
    // the same body streamed without a Content-Length is cut off once it passes the cap
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    // Node needs `duplex` for a streamed body (not in the DOM's RequestInit type)
    const init = {
      method: "POST",
      headers: { authorization: `Bearer ${workspaceSecret}` },
      body: stream,
      duplex: "half",
    };
    const streamed = await handleUpdateAgentRequest({
      request: new Request(`http://localhost/api/v2/agents/${scope.agentId}`, init),
      agentId: scope.agentId,
      deps,
      clientIp: "10.9.9.9",
    });
    expect(streamed.status).toBe(413);
    // far less than the 50 MB the client would have sent was read
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    const stored = await callerFor(createCaller, deps, asUser(user)).agent.settings(scope);
    expect(stored.settings.description).not.toMatch(/^x{100}/);
  });
});

describe("tools", () => {
  it("stores tools, never returns their secrets, and keeps a secret that a later save leaves out", async () => {
    const { api, scope } = await ownerWithAgent();
    const tool = {
      id: "tool_orders",
      name: "Order lookup",
      description: "Finds an order by number",
      fields: [{ in: "query" as const, key: "order", type: "string" as const, required: true }],
      serverUrl: "https://api.example.com/orders",
    };
    await api.agent.update({
      ...scope,
      settings: { tools: [{ ...tool, serverUrlSecret: "s3cret" }], assignedToolsIds: ["tool_orders"] },
    });
    const first = await api.agent.settings(scope);
    expect(first.settings.tools).toEqual([tool]);
    expect(first.secretsSet).toContain("tools.tool_orders.serverUrlSecret");

    await api.agent.update({ ...scope, settings: { tools: [{ ...tool, name: "Orders" }] } });
    const row = await eu.agent.findUniqueOrThrow({ where: { id: scope.agentId } });
    expect(JSON.stringify(row.settings)).toContain('"serverUrlSecret":"s3cret"');
    expect((await api.agent.settings(scope)).settings.assignedToolsIds).toEqual(["tool_orders"]);
  });
});

describe("publish and version history", () => {
  it("saves a version on every publish, keeps the last 20 and restores one into the draft", async () => {
    const { api, scope } = await ownerWithAgent();
    for (let i = 1; i <= VERSION_HISTORY_LIMIT + 2; i++) {
      await api.agent.update({ ...scope, settings: { description: `Version ${i}` } });
      await api.agent.publish(scope);
    }
    const versions = await api.agent.versions(scope);
    expect(versions).toHaveLength(VERSION_HISTORY_LIMIT);
    expect(await eu.agentVersion.count({ where: { agentId: scope.agentId } })).toBe(VERSION_HISTORY_LIMIT);

    const third = await eu.agentVersion.findMany({ where: { agentId: scope.agentId } });
    const target = third.find((v) => JSON.stringify(v.document).includes('"Version 5"'));
    if (!target) throw new Error("version 5 was not kept");
    await api.agent.restoreVersion({ ...scope, versionId: target.id });
    expect((await api.agent.settings(scope)).settings.description).toBe("Version 5");
    expect((await api.agent.get(scope)).isPublished).toBe(false);
    await api.agent.publish(scope);
    expect((await api.agent.get(scope)).isPublished).toBe(true);

    const missing = await refusal(api.agent.restoreVersion({ ...scope, versionId: "nope" }));
    expect(missing.code).toBe("NOT_FOUND");
  });
});

describe("export and import", () => {
  it("exports a node agent as a template file and imports it as a new agent", async () => {
    const { api, user, scope } = await ownerWithAgent("make-appointment");
    await api.agent.update({ ...scope, settings: { description: "Books haircuts", whatsappToken: "EAAG-secret" } });
    const exported = await api.agent.exportAgentToJson(scope);
    expect(exported.fileName).toBe("helper.json");
    expect(JSON.stringify(exported)).not.toContain("EAAG-secret");
    expect("ID" in exported.agentTemplate.template).toBe(false);

    const file = JSON.parse(JSON.stringify(exported.agentTemplate));
    const { agentCreated } = await api.agent.convertAgentTemplateToAgent({
      region: "eu",
      workspaceId: user.id,
      agentName: "Imported helper",
      agentTemplate: file,
    });
    expect(agentCreated.ID).not.toBe(scope.agentId);
    const imported = await api.agent.settings({ region: "eu", agentId: agentCreated.ID });
    const original = await api.agent.settings(scope);
    expect(imported.settings.title).toBe("Imported helper");
    expect(imported.settings.nodes).toEqual(original.settings.nodes);
    expect(imported.settings.description).toBe("Books haircuts");
  });

  it("refuses to export an agent without nodes", async () => {
    const { api, scope } = await ownerWithAgent();
    await eu.agent.update({ where: { id: scope.agentId }, data: { enableNodes: false } });
    const error = await refusal(api.agent.exportAgentToJson(scope));
    expect(error.code).toBe("BAD_REQUEST");
  });
});

/**
 * createParloClient against a real HTTP server serving the tRPC fetch handler with the real router
 * and context creation (as apps/dashboard's /api/trpc route does): bearer secrets from Node, no
 * Origin, no cookie.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalStorage } from "@parlo/core";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps, solidPng, startFetchHandlerServer, type FetchHandlerServer } from "@parlo/testing";
import { isTRPCClientError } from "@trpc/client";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiContext } from "../context";
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, withBodyLimit } from "../rest/read-body";
import { appRouter, type AppRouter } from "../root";
import { createParloClient } from "./create-parlo-client";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const uploadsDir = mkdtempSync(path.join(tmpdir(), "parlo-client-uploads-"));
const uploads = createLocalStorage(uploadsDir);

let server: FetchHandlerServer;
let a: { workspaceId: string; ownerEmail: string; agentId: string; workspaceSecret: string; agentSecret: string };
let b: { workspaceId: string; agentId: string; workspaceSecret: string; agentSecret: string };

async function team() {
  const { user, workspace } = await createTestUser(eu);
  const agent = await createTestAgent(eu, workspace);
  const secrets = await eu.workspace.findUniqueOrThrow({
    where: { id: workspace.id },
    select: { workspaceSecret: true },
  });
  const agentSecret = await eu.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { secretApiKey: true } });
  return {
    workspaceId: workspace.id,
    ownerEmail: user.email,
    agentId: agent.id,
    workspaceSecret: secrets.workspaceSecret,
    agentSecret: agentSecret.secretApiKey,
  };
}

beforeAll(async () => {
  [a, b] = [await team(), await team()];
  // the dashboard route, without Next: body cap, then the tRPC fetch handler with the real context
  server = await startFetchHandlerServer(async (request, info) => {
    let req: Request;
    try {
      req = await withBodyLimit(request, BODY_LIMITS.trpc);
    } catch {
      return Response.json({ error: { message: BODY_TOO_LARGE_MESSAGE } }, { status: 413 });
    }
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      req,
      router: appRouter,
      createContext: () =>
        createApiContext({
          deps: { ...deps, dashboardUrl: server.baseUrl },
          // this server has no cookie sessions: only bearer calls are made here
          session: null,
          authorization: req.headers.get("authorization"),
          clientIp: info.clientAddress,
          uploads,
        }),
    });
  });
});

afterAll(async () => {
  await server.stop();
  await deps.db.disconnect();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** The tRPC code a call was refused with. */
async function refusedWith(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTRPCClientError<AppRouter>(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.data?.code ?? "none";
}

describe("createParloClient over HTTP", () => {
  it("a workspace secret lists the workspace's agents and reads and changes an agent's settings", async () => {
    const client = createParloClient({ baseUrl: server.baseUrl, secret: a.workspaceSecret });
    const agents = await client.agent.list.query({ region: "eu", workspaceId: a.workspaceId });
    expect(agents.map((agent) => agent.ID)).toEqual([a.agentId]);

    const scope = { region: "eu" as const, agentId: a.agentId };
    await client.agent.update.mutate({ ...scope, settings: { description: "Set from a script" } });
    const settings = await client.agent.settings.query(scope);
    expect(settings.settings.description).toBe("Set from a script");

    // superjson carries dates both ways
    const backup = await client.agent.saveAgentBackup.mutate({
      ...scope,
      workspaceId: a.workspaceId,
      userEmail: a.ownerEmail,
    });
    expect(backup.savedAt).toBeInstanceOf(Date);
    const versions = await client.agent.versions.query(scope);
    expect(versions[0]).toMatchObject({ id: backup.versionId, publishedBy: a.ownerEmail });

    // from Node: neither an Origin nor a cookie was sent, only the bearer
    const sent = server.requests.filter((r) => r.path.startsWith("/api/trpc/"));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.headers.origin).toBeUndefined();
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.authorization).toBe(`Bearer ${a.workspaceSecret}`);
    }
  });

  it("an agent secret reads its own agent and uploads a file into the agent's folder", async () => {
    const client = createParloClient({ baseUrl: server.baseUrl, secret: a.agentSecret });
    const agent = await client.agent.get.query({ region: "eu", agentId: a.agentId });
    expect(agent.ID).toBe(a.agentId);

    const png = solidPng(2, 2, "#336699");
    const { data } = await client.agent.uploadFile.mutate({
      region: "eu",
      agentId: a.agentId,
      userId: a.workspaceId,
      base64Payload: png.toString("base64"),
      targetPath: `agents/${a.agentId}/avatar.png`,
      temporary: false,
    });
    expect(data.url).toMatch(new RegExp(`^${server.baseUrl}/uploads/agents/${a.agentId}/[A-Za-z0-9]{8}\\.png$`));
    expect(Buffer.from((await uploads.get(data.path))?.bytes ?? [])).toEqual(png);
  });

  it("refuses a secret outside its reach: another workspace's, another agent's, an unknown one", async () => {
    const otherWorkspace = createParloClient({ baseUrl: server.baseUrl, secret: b.workspaceSecret });
    expect(await refusedWith(otherWorkspace.agent.list.query({ region: "eu", workspaceId: a.workspaceId }))).toBe(
      "FORBIDDEN",
    );
    // agent procedures do not tell an outsider whether the agent exists
    expect(await refusedWith(otherWorkspace.agent.settings.query({ region: "eu", agentId: a.agentId }))).toBe(
      "NOT_FOUND",
    );

    const otherAgent = createParloClient({ baseUrl: server.baseUrl, secret: b.agentSecret });
    expect(await refusedWith(otherAgent.agent.list.query({ region: "eu", workspaceId: a.workspaceId }))).toBe(
      "FORBIDDEN",
    );
    expect(
      await refusedWith(
        otherAgent.agent.update.mutate({ region: "eu", agentId: a.agentId, settings: { description: "Hijacked" } }),
      ),
    ).toBe("NOT_FOUND");
    // an agent key is not its workspace's key either
    const ownAgent = createParloClient({ baseUrl: server.baseUrl, secret: a.agentSecret });
    expect(await refusedWith(ownAgent.agent.list.query({ region: "eu", workspaceId: a.workspaceId }))).toBe(
      "FORBIDDEN",
    );

    const forged = createParloClient({ baseUrl: server.baseUrl, secret: "vg_ForgedForgedForged" });
    expect(await refusedWith(forged.agent.list.query({ region: "eu", workspaceId: a.workspaceId }))).toBe(
      "UNAUTHORIZED",
    );

    const settings = await createParloClient({
      baseUrl: server.baseUrl,
      secret: a.workspaceSecret,
    }).agent.settings.query({ region: "eu", agentId: a.agentId });
    expect(settings.settings.description).not.toBe("Hijacked");
  });
});

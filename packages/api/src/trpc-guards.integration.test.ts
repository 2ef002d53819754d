import { DomainError } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps } from "@parlo/testing";
import { INPUT_MESSAGES } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { UNEXPECTED_ERROR_MESSAGE } from "./error-shape";
import { appRouter } from "./root";
import { createTRPCRouter, publicProcedure } from "./trpc";
import { createCaller } from "./root";

// the setting under which tRPC used to answer with stack traces, set before the router is built
vi.hoisted(() => vi.stubEnv("NODE_ENV", "development"));

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(async () => {
  vi.unstubAllEnvs();
  await deps.db.disconnect();
});

const NUL = "\u0000";

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe("tRPC: NUL characters", () => {
  it("refuses a NUL character in any string of any procedure's input, before it reaches the database", async () => {
    const { user, workspace } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));

    const rename = await trpcError(
      api.workspace.update({ region: "eu", workspaceId: user.id, workspaceName: `Acme${NUL}` }),
    );
    expect(rename.code).toBe("BAD_REQUEST");
    expect(rename.message).toBe(INPUT_MESSAGES.nulCharacter);
    const stored = await eu.workspace.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.workspaceName).toBe(workspace.workspaceName);

    // in an agent's settings, at the top or in a list
    const agent = await api.agent.create({ region: "eu", workspaceId: user.id, title: "Front desk" });
    for (const settings of [{ title: `Desk${NUL}` }, { vg_initMessages: ["Hi!", `How can I help?${NUL}`] }]) {
      const error = await trpcError(api.agent.update({ region: "eu", agentId: agent.ID, settings }));
      expect(error.code, JSON.stringify(settings)).toBe("BAD_REQUEST");
      expect(error.message).toBe(INPUT_MESSAGES.nulCharacter);
    }

    // over HTTP, in a key deep inside the body
    const body = JSON.stringify(
      superjson.serialize({ region: "eu", agentId: agent.ID, settings: { vgOptions: { [`x${NUL}`]: "y" } } }),
    );
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request("http://localhost/api/trpc/agent.update", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      router: appRouter,
      createContext: () => ({ ...deps, actor: asUser(user), clientIp: null }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(INPUT_MESSAGES.nulCharacter);
    expect((await eu.agent.findUniqueOrThrow({ where: { id: agent.ID } })).title).toBe("Front desk");

    // even signed out: the check comes before everything else
    const signedOut = await trpcError(
      createCaller({ ...deps, actor: null, clientIp: null }).workspace.update({
        region: "eu",
        workspaceId: user.id,
        workspaceName: `A${NUL}`,
      }),
    );
    expect(signedOut.code).toBe("BAD_REQUEST");
  });
});

describe("tRPC: error answers", () => {
  const failing = createTRPCRouter({
    boom: publicProcedure.query(() => {
      throw new Error("connect ECONNREFUSED at /work/main/packages/core/src/secret-place.ts:12:3");
    }),
    mailFailed: publicProcedure.query(() => {
      throw new DomainError("INTERNAL_SERVER_ERROR", "We couldn't send the e-mail. Please try again.");
    }),
    refused: publicProcedure.input(z.object({ name: z.string().min(2, "Name is too short.") })).query(() => "ok"),
  });

  async function call(path: string, input: unknown) {
    const query = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request(`http://localhost/api/trpc/${path}?input=${query}`),
      router: failing,
      createContext: () => ({ ...deps, actor: null, clientIp: null }),
    });
    const body: unknown = await response.json();
    return { status: response.status, body: JSON.stringify(body) };
  }

  it("never sends a stack trace or the server's own error text, even in development", async () => {
    const { status, body } = await call("boom", undefined);
    expect(status).toBe(500);
    expect(body).toContain(UNEXPECTED_ERROR_MESSAGE);
    expect(body).toContain('"code":"INTERNAL_SERVER_ERROR"');
    expect(body).not.toContain("stack");
    expect(body).not.toContain("/work/main");
    expect(body).not.toContain("ECONNREFUSED");
    expect(body).not.toMatch(/\.ts:\d+/);
  });

  it("keeps the message of core's expected failures", async () => {
    const { status, body } = await call("mailFailed", undefined);
    expect(status).toBe(500);
    expect(body).toContain("We couldn't send the e-mail. Please try again.");
    expect(body).not.toContain("stack");
  });

  it("keeps a refused input's message, naming the field, without a stack", async () => {
    const { status, body } = await call("refused", { name: "A" });
    expect(status).toBe(400);
    expect(body).toContain("name: Name is too short.");
    expect(body).not.toContain("stack");
  });
});

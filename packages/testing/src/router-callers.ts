import type { Region } from "@parlo/db";

/**
 * Helpers for integration tests of @parlo/api's tRPC routers. @parlo/testing does not depend on
 * @parlo/api (api has testing as a dev dependency), so the test passes api's `createCaller` in and
 * the actor is declared here with the shape api's context gives it.
 */

/** A signed-in user as api's context carries one (`Actor` of type "user"). */
export interface UserActor {
  type: "user";
  userId: string;
  email: string;
  region: Region;
}

export const asUser = (user: { id: string; email: string }, region: Region = "eu"): UserActor => ({
  type: "user",
  userId: user.id,
  email: user.email,
  region,
});

/** A script holding an agent's secret key, as api's context carries one (`Actor` of type "agentSecret"). */
export interface AgentKeyActor {
  type: "agentSecret";
  agentId: string;
  workspaceId: string;
  region: Region;
}

export const asAgentKey = (agent: { agentId: string; workspaceId: string }, region: Region = "eu"): AgentKeyActor => ({
  type: "agentSecret",
  agentId: agent.agentId,
  workspaceId: agent.workspaceId,
  region,
});

/** A signed-in client of an agency's portal, as api's context carries one (`Actor` of type "client"). */
export interface PortalClientActor {
  type: "client";
  clientId: string;
  orgId: string;
  agencyId: string;
  workspaceId: string;
  region: Region;
  sessionId: string;
  readOnly: boolean;
}

export const asPortalClient = (
  client: { clientId: string; orgId: string; agencyId: string; workspaceId: string },
  options: { readOnly?: boolean; region?: Region } = {},
): PortalClientActor => ({
  type: "client",
  ...client,
  region: options.region ?? "eu",
  sessionId: "test",
  readOnly: options.readOnly ?? false,
});

/**
 * A router caller acting as the given actor (asUser, asAgentKey or api's own `Actor`), without a
 * client address: `callerFor(createCaller, deps, asUser(user))`. Anonymous calls: `createCaller`
 * with `actor: null`.
 */
export function callerFor<Deps extends object, Actor, Caller>(
  createCaller: (context: Deps & { actor: Actor | null; clientIp: null }) => Caller,
  deps: Deps,
  actor: Actor | null,
): Caller {
  return createCaller({ ...deps, actor, clientIp: null });
}

/** A TRPCError as tests read it: its code (e.g. "FORBIDDEN"), message and cause (a ZodError for a refused input). */
export interface TrpcRefusal extends Error {
  code: string;
}

/** A TRPCError, recognised by its name and code (@parlo/testing does not depend on @trpc/server). */
function isTrpcError(error: unknown): error is TrpcRefusal {
  return error instanceof Error && error.name === "TRPCError" && "code" in error && typeof error.code === "string";
}

/** The TRPCError a call is refused with (fails the test when the call succeeds or fails otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<TrpcRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTrpcError(error)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

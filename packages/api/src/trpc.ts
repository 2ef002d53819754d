/**
 * tRPC setup and the procedure ladder:
 * public -> authed (any actor) -> user (signed-in person) -> workspace member -> workspace owner,
 * portal (an agency host) -> portal session (its client or admin),
 * and agent (a member of the agent's workspace, the workspace secret, or the agent's own secret;
 * for the agent tabs of the client dashboard also the portal's clients and admin, page by page).
 * Every rung checks who may call it; routers only add validation and call core.
 */
import { DomainError, getMembership, portalAgentGrant, type PortalAgentGrant } from "@parlo/core";
import { TRPCError, initTRPC } from "@trpc/server";
import superjson from "superjson";
import {
  containsNul,
  INPUT_MESSAGES,
  PORTAL_ACCOUNT_MESSAGES,
  PORTAL_READ_ONLY_MESSAGE,
  type TClientPageKey,
} from "@parlo/validators";
import { shapeError } from "./error-shape";
import { ZAgentScopeInput, ZWorkspaceScopeInput } from "./scope-inputs";
import type { ApiContext } from "./context";

const t = initTRPC.context<ApiContext>().create({
  transformer: superjson,
  // never a stack trace in an answer, whatever NODE_ENV says (it names files on the server)
  isDev: false,
  errorFormatter: ({ shape, error }) => shapeError(shape, error),
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Expected failures from core keep their code and their user-facing message. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const { code, message } = result.error.cause;
    throw new TRPCError({ code, message, cause: result.error.cause });
  }
  return result;
});

/** PostgreSQL cannot store NUL characters: an input holding one, anywhere, is refused before any procedure runs. */
const refuseNulInput = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) {
    throw new TRPCError({ code: "BAD_REQUEST", message: INPUT_MESSAGES.nulCharacter });
  }
  return next();
});

export const publicProcedure = t.procedure.use(refuseNulInput).use(domainErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
  return next({ ctx: { actor: ctx.actor } });
});

export const userProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.actor.type !== "user")
    throw new TRPCError({ code: "FORBIDDEN", message: "This call needs a signed-in user." });
  return next({ ctx: { actor: ctx.actor } });
});

export const workspaceProcedure = authedProcedure.input(ZWorkspaceScopeInput).use(async ({ ctx, input, next }) => {
  const { actor } = ctx;
  let role: "owner" | "member";
  if (actor.type === "user") {
    const membership = await getMembership({
      db: ctx.db,
      region: input.region,
      workspaceId: input.workspaceId,
      email: actor.email,
    });
    if (!membership) throw new TRPCError({ code: "FORBIDDEN", message: "You are not a member of this workspace." });
    role = membership.role;
  } else if (
    actor.type === "workspaceSecret" &&
    actor.workspaceId === input.workspaceId &&
    actor.region === input.region
  ) {
    role = "owner";
  } else {
    throw new TRPCError({ code: "FORBIDDEN", message: "This key cannot act on this workspace." });
  }
  return next({ ctx: { workspace: { id: input.workspaceId, region: input.region, role } } });
});

export const ownerProcedure = workspaceProcedure.use(({ ctx, next }) => {
  if (ctx.workspace.role !== "owner")
    throw new TRPCError({ code: "FORBIDDEN", message: "Only the workspace owner can do this." });
  return next();
});

/** What portal viewers may do with an agent procedure: use it on one page of the client dashboard, reading or also changing. */
export interface PortalAgentUse {
  page: TClientPageKey;
  /** it changes something: a read-only session (an owner viewing as the client) may not call it */
  writes: boolean;
}

/**
 * Agent procedures: a member of the agent's workspace, the workspace secret, the agent's own
 * secret when `agentKey` allows it, and, when `portal` names a page, on the agency's portal host
 * the agency admin or a client whose org has the agent and who may open that page.
 */
export function agentProcedureWith(options: { agentKey: boolean; portal?: PortalAgentUse }) {
  return authedProcedure.input(ZAgentScopeInput).use(async ({ ctx, input, next }) => {
    const agent = await ctx.db
      .for(input.region)
      .agent.findUnique({ where: { id: input.agentId }, select: { id: true, ownerId: true } });
    if (!agent) throw new TRPCError({ code: "NOT_FOUND", message: "Agent not found" });
    const { actor } = ctx;
    let allowed = false;
    /** what a portal viewer was granted on the agent (null for the dashboard's callers) */
    let portalGrant: PortalAgentGrant | null = null;
    if (actor.type === "user") {
      allowed =
        (await getMembership({ db: ctx.db, region: input.region, workspaceId: agent.ownerId, email: actor.email })) !==
        null;
    } else if (actor.type === "workspaceSecret") {
      allowed = actor.workspaceId === agent.ownerId && actor.region === input.region;
    } else if (actor.type === "agentSecret") {
      if (actor.agentId === agent.id && !options.agentKey)
        throw new TRPCError({ code: "FORBIDDEN", message: "An agent key cannot do this." });
      allowed = actor.agentId === agent.id;
    } else if (options.portal && ctx.portal && actor.agencyId === ctx.portal.agencyId) {
      portalGrant =
        actor.region === input.region
          ? await portalAgentGrant({ db: ctx.db, viewer: actor, agentId: agent.id, page: options.portal.page })
          : null;
      allowed = portalGrant !== null;
      if (allowed && options.portal.writes && actor.type === "client" && actor.readOnly)
        throw new TRPCError({ code: "FORBIDDEN", message: PORTAL_READ_ONLY_MESSAGE });
    }
    // an outsider learns nothing about the agent's existence
    if (!allowed) throw new TRPCError({ code: "NOT_FOUND", message: "Agent not found" });
    return next({ ctx: { agent: { id: agent.id, workspaceId: agent.ownerId, region: input.region }, portalGrant } });
  });
}

export { PORTAL_READ_ONLY_MESSAGE };

/** The dashboard's agent procedures: members of the agent's workspace, the workspace secret, or the agent's own secret. */
export const agentProcedure = agentProcedureWith({ agentKey: true });

/** Agent procedures that an agent's own secret may not call (delete, secrets): members and the workspace secret. */
export const agentManagerProcedure = agentProcedureWith({ agentKey: false });

/**
 * Calls made on an agency's portal host (the portal resolved the Host to `ctx.portal`); in the
 * dashboard there is no portal, so they answer NOT_FOUND there.
 */
export const portalProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.portal) throw new TRPCError({ code: "NOT_FOUND", message: "This call only works on a client portal." });
  return next({ ctx: { portal: ctx.portal } });
});

/** A signed-in client or agency admin of the host's own agency. */
export const portalSessionProcedure = portalProcedure.use(({ ctx, next }) => {
  const { actor } = ctx;
  if (!actor || (actor.type !== "client" && actor.type !== "agencyAdmin") || actor.agencyId !== ctx.portal.agencyId) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please login again." });
  }
  return next({ ctx: { actor } });
});

/** A signed-in client of the host's agency (the admin has no client account here). */
export const portalClientProcedure = portalSessionProcedure.use(({ ctx, next }) => {
  const { actor } = ctx;
  if (actor.type !== "client") throw new TRPCError({ code: "FORBIDDEN", message: PORTAL_ACCOUNT_MESSAGES.noAccount });
  return next({ ctx: { actor } });
});

/** ...who changes something: a read-only view (an owner viewing as the client) cannot. */
export const portalClientWriteProcedure = portalClientProcedure.use(({ ctx, next }) => {
  if (ctx.actor.readOnly) throw new TRPCError({ code: "FORBIDDEN", message: PORTAL_READ_ONLY_MESSAGE });
  return next();
});

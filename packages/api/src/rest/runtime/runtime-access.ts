import { DomainError, type ConversationAccess, type CoreDeps } from "@parlo/core";
import { isRegion, type Region } from "@parlo/db";
import { RUNTIME_MESSAGES, VISITOR_HEADER, zAgentId } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { createApiContext, type SessionInfo } from "../../context";
import { createCaller } from "../../root";

/**
 * True when the caller may act for the agent beyond a visitor: a member of its workspace (signed
 * in), the workspace secret or the agent's own secret, exactly as the agent procedures decide.
 */
export async function isAgentInsider(options: {
  deps: CoreDeps;
  request: Request;
  session: SessionInfo | null;
  region: Region;
  agentId: string;
}): Promise<boolean> {
  const ctx = await createApiContext({
    deps: options.deps,
    session: options.session,
    authorization: options.request.headers.get("authorization"),
  });
  if (!ctx.actor) return false;
  try {
    await createCaller(ctx).agent.get({ region: options.region, agentId: options.agentId });
    return true;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return false;
    if (error instanceof DomainError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}

interface ScopedRequest {
  request: Request;
  region: string;
  agentId: string;
  deps: CoreDeps;
  session: SessionInfo | null;
}

/** The region and agent of a runtime path; an unknown region or malformed agent id is 404. */
export function runtimeScope(options: { region: string; agentId: string }): { region: Region; agentId: string } {
  if (!isRegion(options.region) || !zAgentId.safeParse(options.agentId).success) {
    throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.notFound);
  }
  return { region: options.region, agentId: options.agentId };
}

/** The visitor's token, or an insider (the agent's secret, a member); else 401. */
export async function conversationAccess(options: ScopedRequest, region: Region): Promise<ConversationAccess> {
  const token = options.request.headers.get(VISITOR_HEADER);
  if (token) return { kind: "visitor", token };
  if (await isAgentInsider({ ...options, region })) return { kind: "trusted" };
  throw new DomainError("UNAUTHORIZED", RUNTIME_MESSAGES.visitorTokenRequired);
}

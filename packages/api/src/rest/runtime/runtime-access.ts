import { DomainError, type CoreDeps } from "@parlo/core";
import type { Region } from "@parlo/db";
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

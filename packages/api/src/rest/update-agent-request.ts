import { consumeRateLimit, DomainError, type CoreDeps } from "@parlo/core";
import { describeSettingsError, ZAgentSettingsUpdate, zAgentId } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createApiContext, type SessionInfo } from "../context";
import { createCaller } from "../root";

const API_RATE_LIMIT = {
  name: "agents-api:ip",
  limit: 120,
  windowSeconds: 60,
  message: "Too many requests. Try again in a minute.",
};

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/**
 * POST /api/v2/agents/{agentId}: a partial update of the agent's draft settings, authorised by a
 * bearer workspace secret or the agent's own secret (or the signed-in session). The body is the
 * settings to change; a refused payload names the field and changes nothing.
 */
export async function handleUpdateAgentRequest(options: {
  request: Request;
  agentId: string;
  deps: CoreDeps;
  session: SessionInfo | null;
  clientIp: string | null;
}): Promise<Response> {
  const { request, deps } = options;
  try {
    await consumeRateLimit({ db: deps.db, rule: API_RATE_LIMIT, subject: options.clientIp ?? "unknown" });
  } catch (error) {
    if (error instanceof DomainError) return answer(429, { success: false, error: error.message });
    throw error;
  }
  const ctx = await createApiContext({
    deps,
    session: options.session,
    authorization: request.headers.get("authorization"),
    clientIp: options.clientIp,
  });
  if (!ctx.actor) return answer(401, { success: false, error: "A valid workspace or agent secret is required." });
  if (!zAgentId.safeParse(options.agentId).success) return answer(404, { success: false, error: "Agent not found" });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer(400, { success: false, error: "The body must be a JSON object of settings." });
  }
  const settings = ZAgentSettingsUpdate.safeParse(body);
  if (!settings.success) return answer(400, { success: false, error: describeSettingsError(settings.error) });

  const caller = createCaller(ctx);
  try {
    const region =
      ctx.actor.type === "user" ? (await caller.agent.locate({ agentId: options.agentId }))?.region : ctx.actor.region;
    if (!region) return answer(404, { success: false, error: "Agent not found" });
    const result = await caller.agent.update({ region, agentId: options.agentId, settings: settings.data });
    return answer(200, { success: true, ...result });
  } catch (error) {
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
      return answer(getHTTPStatusCodeFromError(error), { success: false, error: error.message });
    }
    throw error;
  }
}

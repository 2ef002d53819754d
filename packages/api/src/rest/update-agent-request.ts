import { consumeRateLimit, DomainError, type CoreDeps } from "@parlo/core";
import { describeSettingsError, ZAgentSettingsUpdate, zAgentId } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { resolveBearer } from "../context";
import { createCaller } from "../root";
import { BODY_LIMITS, readBodyText } from "./read-body";

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
 * bearer workspace secret or the agent's own secret, and nothing else: a session cookie is never
 * read, so a form on another page cannot change an agent with a visitor's cookie. The body is the
 * settings to change (JSON, at most MAX_BODY_BYTES); a refused payload names the field and changes
 * nothing.
 */
export async function handleUpdateAgentRequest(options: {
  request: Request;
  agentId: string;
  deps: CoreDeps;
  clientIp: string | null;
}): Promise<Response> {
  const { request, deps } = options;
  try {
    await consumeRateLimit({ db: deps.db, rule: API_RATE_LIMIT, subject: options.clientIp ?? "unknown" });
  } catch (error) {
    if (error instanceof DomainError) return answer(429, { success: false, error: error.message });
    throw error;
  }
  const actor = await resolveBearer(deps, request.headers.get("authorization"));
  if (!actor) return answer(401, { success: false, error: "A valid workspace or agent secret is required." });
  if (!zAgentId.safeParse(options.agentId).success) return answer(404, { success: false, error: "Agent not found" });

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, BODY_LIMITS.agentUpdate));
  } catch (error) {
    if (error instanceof DomainError) return answer(413, { success: false, error: error.message });
    return answer(400, { success: false, error: "The body must be a JSON object of settings." });
  }
  const settings = ZAgentSettingsUpdate.safeParse(body);
  if (!settings.success) return answer(400, { success: false, error: describeSettingsError(settings.error) });

  const caller = createCaller({ ...deps, actor, clientIp: options.clientIp });
  try {
    const result = await caller.agent.update({
      region: actor.region,
      agentId: options.agentId,
      settings: settings.data,
    });
    return answer(200, { success: true, ...result });
  } catch (error) {
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
      return answer(getHTTPStatusCodeFromError(error), { success: false, error: error.message });
    }
    throw error;
  }
}

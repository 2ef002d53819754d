import { consumeRateLimit, DomainError, findWorkspaceBySecret, postWorkspaceLog, type CoreDeps } from "@parlo/core";
import { BODY_LIMITS, readBodyText } from "@parlo/api";
import { describeSettingsError, ZPostWorkspaceLogInput } from "@parlo/validators";

/** Per caller IP, like POST /api/v2/agents/{agentId}. */
export const WORKSPACE_LOG_RATE_LIMIT = {
  name: "workspace-logs-api:ip",
  limit: 120,
  windowSeconds: 60,
  message: "Too many requests. Try again in a minute.",
};

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/**
 * POST /api/v2/workspace/{workspaceId}/logs (the spec's POST {regional base}/workspace/{userId}/logs):
 * `Authorization: Bearer <workspace secret>` of that workspace; JSON body { userId, agentId, type,
 * content, channel, metadata, withEmail, region } (ZPostWorkspaceLogInput). Writes a workspace log
 * entry (and e-mails every workspace e-mail with withEmail) and answers { success: true, id }, or
 * { success: false, error } with 400 (body), 401 (no or unknown secret), 403 (another workspace's
 * secret, an agent secret, another region) or 429 (rate limit). Kept free of Next imports so the
 * integration test calls it directly.
 */
export async function handleWorkspaceLogRequest(options: {
  request: Request;
  workspaceId: string;
  deps: CoreDeps;
  clientIp: string | null;
}): Promise<Response> {
  const { request, deps } = options;
  try {
    await consumeRateLimit({ db: deps.db, rule: WORKSPACE_LOG_RATE_LIMIT, subject: options.clientIp ?? "unknown" });
  } catch (error) {
    if (error instanceof DomainError) return answer(429, { success: false, error: error.message });
    throw error;
  }
  const secret = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization")?.trim() ?? "")?.[1];
  const workspace = secret ? await findWorkspaceBySecret({ db: deps.db, secret }) : null;
  if (!workspace) return answer(401, { success: false, error: "A valid workspace secret is required." });
  if (workspace.workspaceId !== options.workspaceId) {
    return answer(403, { success: false, error: "This key cannot act on this workspace." });
  }

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, BODY_LIMITS.workspaceLog));
  } catch (error) {
    if (error instanceof DomainError) return answer(413, { success: false, error: error.message });
    return answer(400, { success: false, error: "The body must be a JSON object." });
  }
  const input = ZPostWorkspaceLogInput.safeParse(body);
  if (!input.success) return answer(400, { success: false, error: describeSettingsError(input.error) });
  if (input.data.region && input.data.region !== workspace.region) {
    return answer(403, { success: false, error: "This key cannot act on this workspace." });
  }

  try {
    const { id } = await postWorkspaceLog(deps, {
      region: workspace.region,
      workspaceId: workspace.workspaceId,
      input: input.data,
    });
    return answer(200, { success: true, id });
  } catch (error) {
    if (error instanceof DomainError) return answer(400, { success: false, error: error.message });
    throw error;
  }
}

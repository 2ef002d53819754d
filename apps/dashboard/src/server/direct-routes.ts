import "server-only";
import { registerDirectRoute } from "@parlo/http-server";
import { POST as sendMessage } from "@/app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages/route";
import { dashboardSecurityHeaders } from "@/security-header-rules";

const SEND_MESSAGE =
  /^\/api\/runtime\/(?<region>[^/]+)\/agents\/(?<agentId>[^/]+)\/conversations\/(?<conversationId>[^/]+)\/messages$/;

/**
 * The chat's hot route, answered by parlo-serve without Next's request pipeline (routing, header
 * rules, tracing), which cost about as much CPU as the turn itself (bench:chat's profile): the
 * same handler as the Next route (app/api/runtime/.../messages/route.ts), with the same security
 * headers as every path that is not a framed page.
 */
export function registerDirectRoutes(): void {
  const rule = dashboardSecurityHeaders(false).find((candidate) => candidate.source.startsWith("/:path("));
  if (!rule) throw new Error("the dashboard's security headers have no rule for its API paths");
  registerDirectRoute({
    method: "POST",
    pattern: SEND_MESSAGE,
    headers: rule.headers,
    handle: (request, params) =>
      sendMessage(request, {
        params: Promise.resolve({
          region: params.region ?? "",
          agentId: params.agentId ?? "",
          conversationId: params.conversationId ?? "",
        }),
      }),
  });
}

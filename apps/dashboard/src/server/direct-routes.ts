import "server-only";
import { registerDirectRoute } from "@parlo/http-server";
import { POST as sendMessage } from "@/app/api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages/route";
import { GET as chatBundle } from "@/app/chat.js/route";
import { dashboardSecurityHeaders } from "@/security-header-rules";
import { chatPageResponse } from "./chat-page-response";

const WIDGET_IFRAME = /^\/app\/(?<region>[^/]+)\/render\/(?<agentId>[^/]+)\/iframe$/;
const CHAT_BUNDLE = /^\/chat\.js$/;
const SEND_MESSAGE =
  /^\/api\/runtime\/(?<region>[^/]+)\/agents\/(?<agentId>[^/]+)\/conversations\/(?<conversationId>[^/]+)\/messages$/;

/**
 * The chat's hot routes, answered by parlo-serve without Next's request pipeline (routing, header
 * rules, tracing), which cost about as much CPU as the turn itself (bench:chat's profile) and held
 * the widget's chat page back by tens of milliseconds: the same handlers as the Next routes
 * (sending a message, the widget's iframe page, /chat.js), with the same security headers.
 */
export function registerDirectRoutes(): void {
  const rules = dashboardSecurityHeaders(false);
  const rule = rules.find((candidate) => candidate.source.startsWith("/:path("));
  const framed = rules.find((candidate) => candidate.source === "/app/:region/render/:agentId/iframe");
  if (!rule || !framed) throw new Error("the dashboard's security headers miss the rules of the chat's routes");
  registerDirectRoute({
    method: "GET",
    pattern: WIDGET_IFRAME,
    headers: framed.headers,
    handle: (_request, params) =>
      chatPageResponse(params.region ?? "", params.agentId ?? "", { variant: "iframe", channel: "widget" }),
  });
  registerDirectRoute({
    method: "GET",
    pattern: CHAT_BUNDLE,
    headers: rule.headers,
    handle: (request) => chatBundle(request),
  });
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

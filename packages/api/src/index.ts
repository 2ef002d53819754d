export { appRouter, createCaller, type AppRouter } from "./root";
export {
  createApiContext,
  resolveBearer,
  type Actor,
  type ApiContext,
  type PortalActor,
  type PortalCookieJar,
  type PortalHost,
  type SessionInfo,
} from "./context";
export { createPortalApiContext } from "./portal-context";
export { isPortalProcedure } from "./portal-procedures";
export { ACCESS_MATRIX, type AccessRule } from "./access-matrix";
export { handleUpdateAgentRequest } from "./rest/update-agent-request";
export { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE, readBodyText, withBodyLimit } from "./rest/read-body";
export { handleConnectWebhookRequest, handleStripeWebhookRequest } from "./rest/stripe-webhook-request";
export { isSameOriginRequest } from "./rest/same-origin";
export {
  handleStartConversation,
  handleSendMessage,
  handleListMessages,
  handleRequestHandoff,
} from "./rest/runtime/runtime-requests";
export { handleSubmitLead } from "./rest/runtime/submit-lead";
export { handleResumeStream } from "./rest/runtime/resume-answer";
export { methodNotAllowed, preflight, type RuntimeMethod } from "./rest/runtime/runtime-http";
export { AnswerRegistry, answerRegistry } from "./rest/runtime/answer-registry";
export { runtimeOpenApiDocument } from "./rest/runtime/openapi";

import { handleRequestHandoff, methodNotAllowed, preflight } from "@parlo/api";
import { conversationRequest, type ConversationParams } from "@/server/conversation-request";

// POST /api/runtime/{region}/agents/{agentId}/conversations/{id}/handoff - the visitor asks for a person
export async function POST(request: Request, context: ConversationParams) {
  return handleRequestHandoff(await conversationRequest(request, context));
}

// OPTIONS /api/runtime/... - CORS preflight
export function OPTIONS() {
  return preflight();
}

// any other method: 405 with Allow and the CORS headers
const notAllowed = methodNotAllowed(["POST", "OPTIONS"]);
export { notAllowed as GET, notAllowed as HEAD, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

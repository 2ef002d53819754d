import { handleResumeStream, methodNotAllowed, preflight } from "@parlo/api";
import { conversationRequest, type ConversationParams } from "@/server/conversation-request";

export const dynamic = "force-dynamic";

// GET /api/runtime/{region}/agents/{agentId}/conversations/{id}/stream - resume a streamed answer (Last-Event-ID)
export async function GET(request: Request, context: ConversationParams) {
  return handleResumeStream(await conversationRequest(request, context));
}

// OPTIONS /api/runtime/... - CORS preflight
export function OPTIONS() {
  return preflight();
}

// any other method: 405 with Allow and the CORS headers (HEAD too: it would open the stream)
const notAllowed = methodNotAllowed(["GET", "OPTIONS"]);
export { notAllowed as HEAD, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

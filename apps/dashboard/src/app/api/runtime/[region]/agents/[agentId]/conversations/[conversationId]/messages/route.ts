import { handleListMessages, handleSendMessage, methodNotAllowed, preflight } from "@parlo/api";
import { conversationRequest, type ConversationParams } from "@/server/conversation-request";
import { embeddingsClient } from "@/server/embeddings";
import { fetchGuardConfig } from "@/server/fetch-guard-config";
import { modelProvider, voiceflowConfig } from "@/server/model-provider";

export const dynamic = "force-dynamic";

// POST /api/runtime/{region}/agents/{agentId}/conversations/{id}/messages - send; the answer streams (SSE)
export async function POST(request: Request, context: ConversationParams) {
  return handleSendMessage({
    ...(await conversationRequest(request, context)),
    provider: modelProvider(),
    // the agent's tool calls go through the SSRF guard (SSRF_ALLOWED_HOSTS)
    fetchGuard: fetchGuardConfig(),
    voiceflow: voiceflowConfig(),
    // smart knowledge search embeds the question (EMBEDDINGS_API_BASE_URL; simple search without)
    embedder: embeddingsClient(),
  });
}

// GET /api/runtime/{region}/agents/{agentId}/conversations/{id}/messages - the conversation so far
export async function GET(request: Request, context: ConversationParams) {
  return handleListMessages(await conversationRequest(request, context));
}

// OPTIONS /api/runtime/... - CORS preflight
export function OPTIONS() {
  return preflight();
}

// any other method: 405 with Allow and the CORS headers (HEAD is answered by GET)
const notAllowed = methodNotAllowed(["GET", "HEAD", "POST", "OPTIONS"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

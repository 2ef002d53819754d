import { handleResumeStream, methodNotAllowed, preflight } from "@parlo/api";
import { runtimeSession } from "@/server/runtime-session";
import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

type Params = { params: Promise<{ region: string; agentId: string; conversationId: string }> };

export const dynamic = "force-dynamic";

// GET /api/runtime/{region}/agents/{agentId}/conversations/{id}/stream - resume a streamed answer (Last-Event-ID)
export async function GET(request: Request, { params }: Params) {
  const { region, agentId, conversationId } = await params;
  return handleResumeStream({
    request,
    region,
    agentId,
    conversationId,
    deps: getDeps(),
    session: await runtimeSession(request),
    clientIp: clientIp(),
  });
}

// OPTIONS /api/runtime/... - CORS preflight
export function OPTIONS() {
  return preflight();
}

// any other method: 405 with Allow and the CORS headers (HEAD too: it would open the stream)
const notAllowed = methodNotAllowed(["GET", "OPTIONS"]);
export { notAllowed as HEAD, notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

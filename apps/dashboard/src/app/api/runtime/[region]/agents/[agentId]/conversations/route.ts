import { handleStartConversation, methodNotAllowed, preflight } from "@parlo/api";
import { getRequestSession } from "@/server/auth";
import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

type Params = { params: Promise<{ region: string; agentId: string }> };

// POST /api/runtime/{region}/agents/{agentId}/conversations - start a chat with an agent (any website)
export async function POST(request: Request, { params }: Params) {
  const { region, agentId } = await params;
  return handleStartConversation({
    request,
    region,
    agentId,
    deps: getDeps(),
    session: await getRequestSession(request),
    clientIp: clientIp(),
  });
}

// OPTIONS /api/runtime/... - CORS preflight
export function OPTIONS() {
  return preflight();
}

// any other method: 405 with Allow and the CORS headers
const notAllowed = methodNotAllowed(["POST", "OPTIONS"]);
export { notAllowed as GET, notAllowed as HEAD, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

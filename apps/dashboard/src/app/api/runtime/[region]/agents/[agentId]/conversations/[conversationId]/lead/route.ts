import { handleSubmitLead, methodNotAllowed, preflight } from "@parlo/api";
import { runtimeSession } from "@/server/runtime-session";
import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

type Params = { params: Promise<{ region: string; agentId: string; conversationId: string }> };

// POST /api/runtime/{region}/agents/{agentId}/conversations/{id}/lead - the visitor's answers to the lead form
export async function POST(request: Request, { params }: Params) {
  const { region, agentId, conversationId } = await params;
  return handleSubmitLead({
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

// any other method: 405 with Allow and the CORS headers
const notAllowed = methodNotAllowed(["POST", "OPTIONS"]);
export { notAllowed as GET, notAllowed as HEAD, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

import { handleUpdateAgentRequest } from "@parlo/api";
import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";

// POST /api/v2/agents/{agentId} - partial update of an agent's draft (bearer workspace or agent secret only)
export async function POST(request: Request, { params }: { params: Promise<{ agentId: string }> }) {
  const { agentId } = await params;
  return handleUpdateAgentRequest({ request, agentId, deps: getDeps(), clientIp: clientIp() });
}

import { clientIp } from "@/server/client-ip";
import { getDeps } from "@/server/deps";
import { handleWorkspaceLogRequest } from "./handle-workspace-log-request";

// POST /api/v2/workspace/{workspaceId}/logs - append a workspace log entry (bearer workspace secret)
export async function POST(request: Request, { params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  return handleWorkspaceLogRequest({ request, workspaceId, deps: getDeps(), clientIp: clientIp() });
}

import "server-only";
import { clientIp } from "./client-ip";
import { getDeps } from "./deps";
import { runtimeSession } from "./runtime-session";

export type ConversationParams = { params: Promise<{ region: string; agentId: string; conversationId: string }> };

/**
 * What each runtime handler of one conversation is given (the routes under
 * api/runtime/.../conversations/{conversationId}/): the request, its path, the app's services, the
 * signed-in user when it can matter, and the client's address.
 */
export async function conversationRequest(request: Request, { params }: ConversationParams) {
  const { region, agentId, conversationId } = await params;
  return {
    request,
    region,
    agentId,
    conversationId,
    deps: getDeps(),
    session: await runtimeSession(request),
    clientIp: clientIp(),
  };
}

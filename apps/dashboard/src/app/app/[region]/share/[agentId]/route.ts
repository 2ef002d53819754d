import { chatPageResponse } from "@/server/chat-page-response";

export const dynamic = "force-dynamic";

/** Share (/app/{region}/share/{agentId}): the agent's chat full-page, no navigation, no sign-in. */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string; agentId: string }> }) {
  const { region, agentId } = await params;
  return chatPageResponse(region, agentId, { variant: "page", channel: "share" });
}

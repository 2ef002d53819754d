import { chatPageResponse } from "@/server/chat-page-response";

export const dynamic = "force-dynamic";

/**
 * The page the website widget opens in its iframe: only the chat, filling the viewport, no
 * navigation, no sign-in. It talks to the loader script through postMessage (see
 * packages/widget/src/chat/iframe-bridge.ts: parlo:config and parlo:message out, parlo:send and
 * parlo:open in, the latter only from window.parent).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ region: string; agentId: string }> }) {
  const { region, agentId } = await params;
  return chatPageResponse(region, agentId, { variant: "iframe", channel: "widget" });
}

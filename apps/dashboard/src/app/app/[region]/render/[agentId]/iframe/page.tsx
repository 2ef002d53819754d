import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { chatTheme } from "@/components/chat/chat-theme";
import { IframeChat } from "@/components/chat/iframe-chat";
import { env } from "@/env";
import { getPublicAgent } from "@/server/public-agent";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Chat", robots: { index: false } };

/**
 * The page the website widget opens in its iframe: only the chat, filling the viewport, no
 * navigation, no sign-in. It talks to the loader script through postMessage (see
 * components/chat/iframe-bridge.ts for the messages: parlo:config and parlo:message out,
 * parlo:send and parlo:open in, the latter only from window.parent).
 */
export default async function RenderPage({ params }: { params: Promise<{ region: string; agentId: string }> }) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  const agent = await getPublicAgent(region, agentId);
  if (!agent) notFound();
  return (
    <main className="h-dvh w-full overflow-hidden">
      <IframeChat region={region} agent={agent} theme={chatTheme(agent)} brand={env.NEXT_PUBLIC_BRAND_NAME} />
    </main>
  );
}

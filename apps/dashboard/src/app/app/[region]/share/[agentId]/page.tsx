import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatPage } from "@/components/chat/chat-page";
import { env } from "@/env";
import { getPublicAgent } from "@/server/public-agent";

export const dynamic = "force-dynamic";

type Params = Promise<{ region: string; agentId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { region, agentId } = await params;
  const agent = isRegion(region) ? await getPublicAgent(region, agentId) : null;
  return { title: agent?.title ?? "Chat" };
}

/** Share (/app/{region}/share/{agentId}): the agent's chat full-page, no navigation, no sign-in. */
export default async function SharePage({ params }: { params: Params }) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  const agent = await getPublicAgent(region, agentId);
  if (!agent) notFound();
  return <ChatPage region={region} agent={agent} channel="share" brand={env.NEXT_PUBLIC_BRAND_NAME} />;
}

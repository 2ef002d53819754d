import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatPage } from "@/components/chat/chat-page";
import { env } from "@/env";
import { routes } from "@/lib/routes";
import { getPublicAgent } from "@/server/public-agent";

export const metadata: Metadata = { title: "Demo" };
export const dynamic = "force-dynamic";

/** Demo (/app/{region}/prototype?vg_id={agentId}): the agent full-page, as visitors will see it. */
export default async function PrototypePage({
  params,
  searchParams,
}: {
  params: Promise<{ region: string }>;
  searchParams: Promise<{ vg_id?: string }>;
}) {
  const { region } = await params;
  const { vg_id: agentId = "" } = await searchParams;
  if (!isRegion(region)) notFound();
  const agent = await getPublicAgent(region, agentId);
  if (!agent) notFound();
  return (
    <ChatPage
      region={region}
      agent={agent}
      channel="prototype"
      brand={env.NEXT_PUBLIC_BRAND_NAME}
      footer={
        // a full page load, never a client-side navigation: any website may frame this page, the
        // agent's page refuses to be framed (its headers are only checked on a page load)
        <a
          href={routes.agent(region, agentId)}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          Back to the agent
        </a>
      }
    />
  );
}

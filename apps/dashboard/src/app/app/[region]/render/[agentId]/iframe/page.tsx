import { isRegion } from "@parlo/db";
import { notFound } from "next/navigation";
import { AgentStage } from "@/components/agent-stage";
import { getPublicAgent } from "@/server/public-agent";

export const dynamic = "force-dynamic";

/** The page the website widget opens in its iframe: the agent, no navigation, no sign-in. */
export default async function RenderPage({ params }: { params: Promise<{ region: string; agentId: string }> }) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  const agent = await getPublicAgent(region, agentId);
  if (!agent) notFound();
  return (
    <AgentStage title={agent.title} imageUrl={agent.roundedImageURL}>
      This is where visitors chat with {agent.title} once the agent runtime is switched on for this installation.
    </AgentStage>
  );
}

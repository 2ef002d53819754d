import { isRegion } from "@parlo/db";
import { Button } from "@parlo/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AgentStage } from "@/components/agent-stage";
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
    <AgentStage title={agent.title} imageUrl={agent.roundedImageURL}>
      <span className="flex flex-col items-center gap-3">
        The live demo of {agent.title} opens here once the agent runtime is switched on for this installation.
        <Button asChild variant="outline" size="sm">
          <Link href={routes.agent(region, agentId)}>Back to the agent</Link>
        </Button>
      </span>
    </AgentStage>
  );
}

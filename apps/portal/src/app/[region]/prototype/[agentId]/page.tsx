import { agencyAgentTitle } from "@parlo/core/portal";
import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AgencyBrandStyle } from "@/components/agency/agency-brand-style";
import { env } from "@/env";
import { currentAgency } from "@/server/current-agency";
import { db } from "@/server/db";

type Params = { params: Promise<{ region: string; agentId: string }> };

/** The agent a demo page on this host shows: one of the agency's own agents, or none. */
async function demoAgent({ params }: Params) {
  const { region, agentId } = await params;
  const request = await currentAgency();
  if (request.kind !== "agency" || !isRegion(region)) return null;
  const title = await agencyAgentTitle(db, region, { workspaceId: request.workspaceId }, agentId);
  return title ? { region, agentId, title, agency: request.agency } : null;
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const demo = await demoAgent(props);
  return { title: demo ? demo.title : "Not found" };
}

/**
 * The demo path on an agency's domain (/{region}/prototype/{agentId}): the agency's agent full
 * page under the agency's own address, its chat framed from the widget's chat page.
 */
export default async function AgencyDemoPage(props: Params) {
  const demo = await demoAgent(props);
  if (!demo) notFound();
  const chat = `${env.NEXT_PUBLIC_DASHBOARD_URL}/app/${demo.region}/render/${encodeURIComponent(demo.agentId)}/iframe`;
  return (
    <div className="agency-portal flex h-dvh flex-col">
      <AgencyBrandStyle agency={demo.agency} />
      <iframe
        src={chat}
        title={demo.title}
        className="min-h-0 w-full flex-1 border-0"
        allow="microphone; clipboard-write"
        data-testid="agency-demo-chat"
      />
    </div>
  );
}

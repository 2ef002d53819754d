import { isRegion } from "@parlo/db";
import { notFound, redirect } from "next/navigation";
import { DEFAULT_AGENT_TAB, toQueryString, type PageSearchParams } from "@/lib/agent-tabs";
import { routes } from "@/lib/routes";

/** An agent opens on its Widget tab; the query (e.g. showDebugger=true) comes along. */
export default async function AgentIndexPage({
  params,
  searchParams,
}: {
  params: Promise<{ region: string; agentId: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  redirect(`${routes.agent(region, agentId, DEFAULT_AGENT_TAB)}${toQueryString(await searchParams)}`);
}

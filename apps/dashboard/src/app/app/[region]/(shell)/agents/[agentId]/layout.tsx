import { isRegion } from "@parlo/db";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { routes } from "@/lib/routes";
import { isAgentIdFormat } from "./agent-data";

/**
 * /app/{region}/agents/{agentId}: checks the address before anything loads. The agent dashboard
 * frame is in (frame)/layout.tsx, so that loading.tsx and error.tsx here cover it.
 */
export default async function AgentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string; agentId: string }>;
}) {
  const { region, agentId } = await params;
  if (!isRegion(region)) notFound();
  if (!isAgentIdFormat(agentId)) redirect(routes.agents(region));
  return children;
}

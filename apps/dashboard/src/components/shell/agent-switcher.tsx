"use client";

import { Menu, type MenuEntry } from "@parlo/ui";
import type { TAgentSummary, TRegion } from "@parlo/validators";
import { Bot, ChevronsUpDown } from "lucide";
import { Icon } from "@parlo/ui/icon";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { routes } from "@/lib/routes";
import { loadTrpc } from "@parlo/app-ui/trpc";

const TRIGGER =
  "inline-flex h-9 max-w-[12rem] items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0";

/** The workspace's agents, most recently changed first (loaded when the menu opens). */
export function AgentSwitcher({
  region,
  workspaceId,
  currentAgentId,
}: {
  region: TRegion;
  workspaceId: string;
  currentAgentId: string | null;
}) {
  const router = useRouter();
  const [agents, setAgents] = useState<TAgentSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    void loadTrpc()
      .then((trpc) => trpc.agent.list.query({ region, workspaceId }))
      .then(setAgents, () => setFailed(true));
  };

  // on an agent's pages the button names that agent
  useEffect(() => {
    if (currentAgentId) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentAgentId]);

  const status = failed
    ? "Could not load the agents."
    : agents === null
      ? "Loading..."
      : agents.length === 0
        ? "No agents yet"
        : null;
  const entries: MenuEntry[] = [
    { key: "heading", heading: status ?? "Agents" },
    ...(agents ?? []).map((agent) => ({
      key: agent.ID,
      label: <span className="flex-1 truncate">{agent.title}</span>,
      onSelect: () => router.push(routes.agent(region, agent.ID)),
    })),
  ];
  const current = agents?.find((a) => a.ID === currentAgentId);

  return (
    <Menu
      label="Switch agent"
      entries={entries}
      onOpen={load}
      triggerClassName={TRIGGER}
      trigger={
        <>
          <Icon node={Bot} className="text-muted-foreground" />
          <span className="truncate">{current?.title ?? "Agents"}</span>
          <Icon node={ChevronsUpDown} className="text-muted-foreground" />
        </>
      }
    />
  );
}

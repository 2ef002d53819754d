"use client";

import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { Bot, ChevronsUpDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { routes } from "@/lib/routes";
import { api } from "@/trpc/react";

/** The workspace's agents, most recently changed first. */
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
  const agents = api.agent.list.useQuery({ region, workspaceId });
  const current = agents.data?.find((a) => a.ID === currentAgentId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-[12rem] justify-between gap-2 px-2" aria-label="Switch agent">
          <Bot className="text-muted-foreground" />
          <span className="truncate">{current?.title ?? "Agents"}</span>
          <ChevronsUpDown className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Agents</DropdownMenuLabel>
        {agents.isLoading && <p className="px-2 py-1.5 text-sm text-muted-foreground">Loading...</p>}
        {agents.data?.length === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">No agents yet</p>}
        {agents.data?.map((agent) => (
          <DropdownMenuItem key={agent.ID} onSelect={() => router.push(routes.agent(region, agent.ID))}>
            <span className="flex-1 truncate">{agent.title}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

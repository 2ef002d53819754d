"use client";

import { Menu } from "@parlo/ui/menu";
import type { PortalAgent } from "@parlo/core/portal";
import { Icon } from "@parlo/ui/icon";
import { Bot, ChevronDown } from "lucide";

/** The client's agents: picking one keeps the page and shows that agent (`?agent=`). */
export function AgentSelector({ agents, selectedId }: { agents: PortalAgent[]; selectedId: string | null }) {
  const selected = agents.find((agent) => agent.id === selectedId) ?? agents[0];
  if (!selected) return null;
  const open = (id: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set("agent", id);
    window.location.assign(url.toString());
  };
  return (
    <Menu
      label="Agent"
      triggerClassName="flex h-9 max-w-[7rem] items-center gap-2 rounded-md border border-border px-2 text-sm hover:bg-muted sm:max-w-[14rem] sm:px-3"
      trigger={
        <>
          <Icon node={Bot} aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{selected.title}</span>
          <Icon node={ChevronDown} aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        </>
      }
      entries={agents.map((agent) => ({ key: agent.id, label: agent.title, onSelect: () => open(agent.id) }))}
    />
  );
}

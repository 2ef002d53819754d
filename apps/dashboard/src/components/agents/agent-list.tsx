"use client";

import { Badge, Button, Card, EmptyState, Input, cn } from "@parlo/ui";
import type { TAgentSummary, TRegion } from "@parlo/validators";
import { Bot, Search, Star, Trash2 } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, useMemo, useState } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { routes } from "@/lib/routes";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";

/** Cards rendered at first; more on demand (a workspace may hold hundreds of agents). */
const PAGE_SIZE = 48;

const DeleteAgentDialog = lazy(() => import("./delete-agent-dialog").then((m) => ({ default: m.DeleteAgentDialog })));

/** Agent cards with search, star and delete; starred agents first, then the newest change. */
export function AgentList({ region, agents }: { region: TRegion; agents: TAgentSummary[] }) {
  const router = useRouter();
  const toast = useToast();
  const [query, setQuery] = useState("");
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [deleting, setDeleting] = useState<TAgentSummary | null>(null);
  const [starred, setStarred] = useState<Record<string, boolean>>({});

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const isStarred = (a: TAgentSummary) => starred[a.ID] ?? a.starred;
    return agents
      .filter(
        (a) =>
          !q ||
          a.title.toLowerCase().includes(q) ||
          a.description.toLowerCase().includes(q) ||
          a.ID.toLowerCase() === q,
      )
      .sort((a, b) => Number(isStarred(b)) - Number(isStarred(a)) || b.lastModified - a.lastModified);
  }, [agents, query, starred]);

  const toggleStar = async (agent: TAgentSummary) => {
    const next = !(starred[agent.ID] ?? agent.starred);
    setStarred((s) => ({ ...s, [agent.ID]: next }));
    const ok = await loadTrpc()
      .then((trpc) => trpc.agent.star.mutate({ region, agentId: agent.ID, starred: next }))
      .catch(() => null);
    if (!ok) {
      setStarred((s) => ({ ...s, [agent.ID]: !next }));
      toast("Failed to save agent", "error");
    }
  };

  if (agents.length === 0) {
    return (
      <EmptyState
        icon={<Icon node={Bot} />}
        title="No agents yet"
        description="Create your first agent with the New Agent button. It answers on your website, in messaging apps and on the phone."
        className="py-16"
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Icon
          node={Search}
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search agents"
          aria-label="Search agents"
          className="pl-9"
        />
      </div>
      {shown.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No agents match &ldquo;{query}&rdquo;.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Agents">
          {shown.slice(0, limit).map((agent) => {
            const isStarred = starred[agent.ID] ?? agent.starred;
            return (
              <li key={agent.ID}>
                <Card className="group relative h-full p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
                  <div className="flex items-start gap-3">
                    <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 text-primary">
                      {agent.roundedImageURL ? (
                        <img src={agent.roundedImageURL} alt="" className="size-full object-cover" />
                      ) : (
                        <Icon node={Bot} className="size-5" aria-hidden="true" />
                      )}
                    </div>
                    <div className="min-w-0 flex-1">
                      <Link
                        href={routes.agent(region, agent.ID)}
                        className="block truncate font-semibold outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {agent.title}
                      </Link>
                      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{agent.description}</p>
                    </div>
                  </div>
                  <div className="mt-4 flex items-center justify-between">
                    <div className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={agent.isDeployed ? "default" : "secondary"}>
                        {agent.isDeployed ? "Live" : "Draft"}
                      </Badge>
                      <span>
                        Updated {new Date(agent.lastModified * 1000).toLocaleDateString("en", { dateStyle: "medium" })}
                      </span>
                    </div>
                    <div className="relative z-10 flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        onClick={() => void toggleStar(agent)}
                        aria-pressed={isStarred}
                        aria-label={isStarred ? `Unstar ${agent.title}` : `Star ${agent.title}`}
                      >
                        <Icon node={Star} className={cn(isStarred && "fill-warning text-warning")} />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        onClick={() => setDeleting(agent)}
                        aria-label={`Delete ${agent.title}`}
                      >
                        <Icon node={Trash2} />
                      </Button>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {shown.length > limit && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setLimit(limit + PAGE_SIZE * 4)}>
            Show more agents ({shown.length - limit} more)
          </Button>
        </div>
      )}
      {deleting && (
        <AfterMount>
          <DeleteAgentDialog
            region={region}
            agent={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              toast("Agent deleted.", "success");
              router.refresh();
            }}
          />
        </AfterMount>
      )}
    </div>
  );
}

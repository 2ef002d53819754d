import { Card, CardContent, CardHeader, CardTitle, EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { PortalAgentSummary, PortalViewer } from "@parlo/core/portal";
import { Bot, Coins, Hand, MessagesSquare, Users } from "lucide";

function Figure({ label, value, icon }: { label: string; value: string; icon: typeof Bot }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon node={icon} aria-hidden className="size-4" />
      </span>
      <span className="flex flex-col">
        <span className="text-lg font-semibold tabular-nums">{value}</span>
        <span className="text-xs text-muted-foreground">{label}</span>
      </span>
    </div>
  );
}

/** Home: a summary of the viewer's agents (conversations, leads, handoffs waiting) and the org's credits. */
export function ClientHome({
  viewer,
  summary,
}: {
  viewer: PortalViewer;
  summary: { agents: PortalAgentSummary[]; credits: string | null };
}) {
  const total = (key: "conversations" | "leads" | "handoffsWaiting") =>
    summary.agents.reduce((sum, agent) => sum + agent[key], 0).toLocaleString("en");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {viewer.name}</h1>
        <p className="text-sm text-muted-foreground">Your agents at a glance.</p>
      </div>
      <Card>
        <CardContent className="grid grid-cols-2 gap-4 p-5 lg:grid-cols-4" data-testid="client-home-totals">
          <Figure label="Conversations" value={total("conversations")} icon={MessagesSquare} />
          <Figure label="Leads" value={total("leads")} icon={Users} />
          <Figure label="Handoffs waiting" value={total("handoffsWaiting")} icon={Hand} />
          {summary.credits !== null ? <Figure label="Credits" value={summary.credits} icon={Coins} /> : null}
        </CardContent>
      </Card>
      {viewer.agents.length === 0 ? (
        <EmptyState
          icon={<Icon node={Bot} />}
          title="No agents yet"
          description="Your agency has not given you an agent yet."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {viewer.agents.map((agent) => {
            const figures = summary.agents.find((row) => row.agentId === agent.id);
            return (
              <li key={agent.id}>
                <Card className="h-full">
                  <CardHeader className="flex-row items-center gap-3 space-y-0 pb-3">
                    {agent.imageURL ? (
                      <img src={agent.imageURL} alt="" className="size-9 rounded-full object-cover" />
                    ) : (
                      <span className="flex size-9 items-center justify-center rounded-full bg-muted">
                        <Icon node={Bot} aria-hidden className="size-4 text-muted-foreground" />
                      </span>
                    )}
                    <CardTitle className="truncate text-base">{agent.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="grid grid-cols-3 gap-2 text-sm">
                    <p>
                      <span className="block font-semibold tabular-nums">{figures?.conversations ?? 0}</span>
                      <span className="text-xs text-muted-foreground">Conversations</span>
                    </p>
                    <p>
                      <span className="block font-semibold tabular-nums">{figures?.leads ?? 0}</span>
                      <span className="text-xs text-muted-foreground">Leads</span>
                    </p>
                    <p>
                      <span className="block font-semibold tabular-nums">{figures?.handoffsWaiting ?? 0}</span>
                      <span className="text-xs text-muted-foreground">Handoffs waiting</span>
                    </p>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

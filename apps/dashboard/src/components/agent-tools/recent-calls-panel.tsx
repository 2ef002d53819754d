"use client";

import { Alert, Badge, Button, EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { KNOWLEDGE_TAB_MESSAGES, type TRegion, type TToolCallRow } from "@parlo/validators";
import { Activity, ChevronRight, RefreshCw } from "lucide";
import { useCallback, useEffect, useState } from "react";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { useVisiblePoll } from "@parlo/ui/use-visible-poll";
import { formatDuration } from "@parlo/app-ui/knowledge-format";

/** How often the panel looks for new calls while the page is visible. */
export const RECENT_CALLS_POLL_MS = 10_000;

const SELECT = "h-8 rounded-md border border-input bg-background px-2 text-[13px] text-foreground";

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The agent's last 50 tool calls (or one tool's): when, which tool, whether it worked, the HTTP
 * status and how long it took; a row opens the arguments sent and the result the model read.
 */
export function RecentCallsPanel({
  region,
  agentId,
  tools,
}: {
  region: TRegion;
  agentId: string;
  tools: Array<{ id: string; name: string }>;
}) {
  const [toolId, setToolId] = useState("");
  const [calls, setCalls] = useState<TToolCallRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const read = useCallback(async () => {
    const answer = await (
      await loadTrpc()
    ).toolCall.recent.query({
      region,
      agentId,
      ...(toolId ? { toolId } : {}),
    });
    setCalls(answer.calls);
    setError(null);
  }, [region, agentId, toolId]);

  useEffect(() => {
    setCalls(null);
    read().catch((e: unknown) => setError(callErrorMessage(e, KNOWLEDGE_TAB_MESSAGES.recentCallsFailed)));
  }, [read]);
  useVisiblePoll(read, RECENT_CALLS_POLL_MS, calls !== null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await read();
    } catch (e) {
      setError(callErrorMessage(e, KNOWLEDGE_TAB_MESSAGES.recentCallsFailed));
    } finally {
      setRefreshing(false);
    }
  };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="recent-calls-title" data-testid="recent-calls">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="recent-calls-title" className="text-lg font-semibold tracking-tight">
            Recent calls
          </h2>
          <p className="text-sm text-muted-foreground">The last 50 calls the agent made, newest first.</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="recent-calls-tool" className="sr-only">
            Tool
          </label>
          <select id="recent-calls-tool" className={SELECT} value={toolId} onChange={(e) => setToolId(e.target.value)}>
            <option value="">All tools</option>
            {tools.map((tool) => (
              <option key={tool.id} value={tool.id}>
                {tool.name}
              </option>
            ))}
          </select>
          <Button variant="ghost" size="sm" loading={refreshing} onClick={() => void refresh()}>
            {refreshing ? null : <Icon node={RefreshCw} />}
            Refresh
          </Button>
        </div>
      </div>

      {error ? <Alert variant="error">{error}</Alert> : null}
      {calls === null ? (
        error ? null : (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Loading…
          </p>
        )
      ) : calls.length === 0 ? (
        <EmptyState
          className="py-10"
          icon={<Icon node={Activity} />}
          title="No calls yet"
          description={KNOWLEDGE_TAB_MESSAGES.recentCallsEmpty}
          data-testid="recent-calls-empty"
        />
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card"
          aria-label="Recent tool calls"
        >
          {calls.map((call) => {
            const expanded = open.has(call.id);
            return (
              <li key={call.id} data-testid="tool-call">
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => toggle(call.id)}
                  className="grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-2.5 text-left text-sm hover:bg-muted/50 sm:grid-cols-[auto_9rem_minmax(0,1fr)_5rem_4rem_5rem]"
                >
                  <Icon
                    node={ChevronRight}
                    className={`size-4 text-muted-foreground transition-transform ${expanded ? "rotate-90" : ""}`}
                  />
                  <time
                    dateTime={call.createdAt.toISOString()}
                    className="text-muted-foreground tabular-nums"
                    title={call.createdAt.toLocaleString()}
                  >
                    {call.createdAt.toLocaleString(undefined, {
                      month: "short",
                      day: "numeric",
                      hour: "2-digit",
                      minute: "2-digit",
                      second: "2-digit",
                    })}
                  </time>
                  <span className="col-start-2 truncate font-medium sm:col-start-auto">{call.toolName}</span>
                  <span className="row-start-1 justify-self-end sm:row-start-auto sm:justify-self-start">
                    <Badge variant={call.ok ? "success" : "destructive"} data-testid="tool-call-status">
                      {call.ok ? "OK" : "Failed"}
                    </Badge>
                  </span>
                  <span className="hidden text-muted-foreground tabular-nums sm:block" title="HTTP status">
                    {call.httpStatus ?? (call.ok ? "2xx" : "—")}
                  </span>
                  <span className="hidden text-right text-muted-foreground tabular-nums sm:block">
                    {formatDuration(call.ms)}
                  </span>
                </button>
                {expanded ? (
                  <div className="grid gap-3 border-t border-border bg-muted/30 px-4 py-3 md:grid-cols-2">
                    <Payload title="Arguments" text={call.arguments} />
                    <Payload title={call.ok ? "Result" : "What went wrong"} text={call.result} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Payload({ title, text }: { title: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{title}</p>
      <pre className="max-h-64 overflow-auto rounded-md border border-border bg-background p-2 font-mono text-xs whitespace-pre-wrap break-all">
        {prettyJson(text) || "—"}
      </pre>
    </div>
  );
}

"use client";

import { Alert, Button, EmptyState, Menu } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { KNOWLEDGE_TAB_MESSAGES, type TKnowledgeSource, type TRefreshRate, type TRegion } from "@parlo/validators";
import { BookOpen, ChevronDown, FileText, Globe, MessagesSquare, Plus, Type } from "lucide";
import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { useUploads } from "../../uploads/uploads-context";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import type { AddSourceKind } from "./add-source-dialog";
import { SourceRowsSkeleton } from "./knowledge-skeleton";
import { SourceCard } from "./source-card";
import { UsageMeter } from "./usage-meter";
import { useKnowledgeSources } from "./use-knowledge-sources";

// the forms (react-hook-form, resolvers) and the confirmation load when opened
const AddSourceDialog = lazy(() => import("./add-source-dialog").then((m) => ({ default: m.AddSourceDialog })));
const DeleteSourceDialog = lazy(() =>
  import("./delete-source-dialog").then((m) => ({ default: m.DeleteSourceDialog })),
);

const ADD_ENTRIES: Array<{ kind: AddSourceKind; label: string; icon: typeof Globe }> = [
  { kind: "url", label: "Website", icon: Globe },
  { kind: "doc", label: "Document", icon: FileText },
  { kind: "text", label: "Text", icon: Type },
  { kind: "qa", label: "Q&A", icon: MessagesSquare },
];

/** "Now" for the relative times, moved on every 30 s. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Knowledge Base tab: the agent's sources with their state, sizes, tags and refresh rate, the
 * workspace's knowledge characters against the plan, and the add forms. Polls every 3 s while a
 * source is being read.
 */
export function KnowledgeView({ region, agentId }: { region: TRegion; agentId: string }) {
  const toast = useToast();
  const now = useNow();
  const sources = useKnowledgeSources(region, agentId);
  const [adding, setAdding] = useState<AddSourceKind | null>(null);
  const [deleting, setDeleting] = useState<TKnowledgeSource | null>(null);
  const { data } = sources;
  // documents are uploaded files: only where the app takes uploads
  const uploads = useUploads();
  const addEntries = ADD_ENTRIES.filter((entry) => uploads || entry.kind !== "doc");

  const update = async (source: TKnowledgeSource, patch: { tags?: string[]; refreshRate?: TRefreshRate }) => {
    try {
      sources.put(await (await loadTrpc()).knowledge.update.mutate({ region, agentId, sourceId: source.id, ...patch }));
    } catch (error) {
      toast(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.saveFailed), "error", 4000);
    }
  };
  const refresh = async (source: TKnowledgeSource) => {
    try {
      await (await loadTrpc()).knowledge.refresh.mutate({ region, agentId, sourceId: source.id });
      toast(KNOWLEDGE_TAB_MESSAGES.refreshQueued, "success");
      sources.watch();
      await sources.refresh();
    } catch (error) {
      toast(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.refreshFailed), "error", 4000);
    }
  };
  const remove = async (source: TKnowledgeSource) => {
    await (await loadTrpc()).knowledge.delete.mutate({ region, agentId, sourceId: source.id });
    sources.drop(source.id);
    setDeleting(null);
    toast(KNOWLEDGE_TAB_MESSAGES.deleted, "success");
  };

  const addMenu = (
    <Menu
      label="Add source"
      align="end"
      triggerClassName="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background outline-none"
      trigger={
        <>
          <Icon node={Plus} className="size-4" />
          Add source
          <Icon node={ChevronDown} className="size-4 opacity-80" />
        </>
      }
      entries={addEntries.map((entry) => ({
        key: entry.kind,
        label: entry.label,
        icon: <Icon node={entry.icon} />,
        testId: `add-source-${entry.kind}`,
        onSelect: () => setAdding(entry.kind),
      }))}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-2">
          <h2 className="text-lg font-semibold">Knowledge Base</h2>
          {data ? (
            <span className="text-sm text-muted-foreground" data-testid="knowledge-count">
              {data.sources.length} {data.sources.length === 1 ? "source" : "sources"}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {data?.usage ? <UsageMeter usage={data.usage} /> : null}
          {addMenu}
        </div>
      </div>

      {sources.error && !data ? (
        <Alert variant="error" data-testid="knowledge-error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{sources.error}</span>
            <Button size="sm" variant="outline" onClick={sources.reload}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : data === null ? (
        <SourceRowsSkeleton />
      ) : data.sources.length === 0 ? (
        <EmptyState
          data-testid="knowledge-empty"
          className="bg-card/40 py-16"
          icon={<Icon node={BookOpen} />}
          title={KNOWLEDGE_TAB_MESSAGES.emptyTitle}
          description={uploads ? KNOWLEDGE_TAB_MESSAGES.emptyBody : KNOWLEDGE_TAB_MESSAGES.emptyBodyNoUploads}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {addEntries.map((entry) => (
                <Button key={entry.kind} variant="outline" size="sm" onClick={() => setAdding(entry.kind)}>
                  <Icon node={entry.icon} />
                  {entry.label}
                </Button>
              ))}
            </div>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Knowledge sources">
          {data.sources.map((source) => (
            <SourceCard
              key={source.id}
              region={region}
              source={source}
              active={data.activeSourceIds.includes(source.id)}
              now={now}
              onTags={(tags) => update(source, { tags })}
              onRefreshRate={(refreshRate) => update(source, { refreshRate })}
              onRefresh={() => refresh(source)}
              onDelete={() => setDeleting(source)}
            />
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {adding ? (
          <AddSourceDialog
            kind={adding}
            region={region}
            agentId={agentId}
            onClose={() => setAdding(null)}
            onAdded={(source) => {
              setAdding(null);
              sources.put(source);
              sources.watch();
              toast(KNOWLEDGE_TAB_MESSAGES.added, "success");
            }}
          />
        ) : null}
        {deleting ? (
          <DeleteSourceDialog source={deleting} onCancel={() => setDeleting(null)} onConfirm={() => remove(deleting)} />
        ) : null}
      </Suspense>
    </div>
  );
}

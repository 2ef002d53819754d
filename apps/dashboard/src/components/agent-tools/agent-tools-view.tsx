"use client";

import { Button, EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TAgentTool, TRegion } from "@parlo/validators";
import { Plus, Wrench } from "lucide";
import { useRouter } from "next/navigation";
import { lazy, useState } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { newToolId } from "./tool-id";
import { TOOL_MESSAGES } from "./tool-messages";
import { ToolCard } from "./tool-card";
import { newTool, toolFormValues, type ToolFormValues } from "./tool-values";
import { toolsSignature, withAssignment, withoutTool, type AgentToolsState } from "./tools-payload";

// the editor (react-hook-form, the resolver, the schema) and the confirmation load when opened
const ToolEditorDialog = lazy(() => import("./tool-editor-dialog").then((m) => ({ default: m.ToolEditorDialog })));
const DeleteToolDialog = lazy(() => import("./delete-tool-dialog").then((m) => ({ default: m.DeleteToolDialog })));

export interface AgentToolsViewProps {
  region: TRegion;
  agentId: string;
  tools: TAgentTool[];
  assignedToolsIds: string[];
  /** secret names with a stored value, e.g. tools.{id}.serverUrlSecret */
  secretsSet: string[];
}

interface Editing {
  values: ToolFormValues;
  isNew: boolean;
}

/** The Tools tab: the agent's tools as cards with their assignment, and the tool editor. */
export function AgentToolsView({ region, agentId, tools, assignedToolsIds, secretsSet }: AgentToolsViewProps) {
  const router = useRouter();
  const toast = useToast();
  const [loaded, setLoaded] = useState({ tools, assignedToolsIds, secretsSet });
  const [state, setState] = useState<AgentToolsState>({ tools, assignedToolsIds });
  const [secrets, setSecrets] = useState<ReadonlySet<string>>(() => new Set(secretsSet));
  // the fingerprint of this page's last save: an older refresh still on its way does not undo it on screen
  const [expected, setExpected] = useState<string | null>(null);
  const changed =
    loaded.tools !== tools || loaded.assignedToolsIds !== assignedToolsIds || loaded.secretsSet !== secretsSet;
  if (changed && (expected === null || expected === toolsSignature({ tools, assignedToolsIds }))) {
    setLoaded({ tools, assignedToolsIds, secretsSet });
    setState({ tools, assignedToolsIds });
    setSecrets(new Set(secretsSet));
    setExpected(null);
  }
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TAgentTool | null>(null);
  const [assigning, setAssigning] = useState<ReadonlySet<string>>(() => new Set());

  const create = () => setEditing({ values: newTool(newToolId(), Math.floor(Date.now() / 1000)), isNew: true });

  const assign = async (tool: TAgentTool, on: boolean) => {
    const before = state.assignedToolsIds;
    const next = withAssignment(before, tool.id, on);
    setState((current) => ({ ...current, assignedToolsIds: next }));
    setExpected(toolsSignature({ tools: state.tools, assignedToolsIds: next }));
    setAssigning((current) => new Set([...current, tool.id]));
    try {
      await (await loadTrpc()).agent.update.mutate({ region, agentId, settings: { assignedToolsIds: next } });
      toast(on ? TOOL_MESSAGES.assigned(tool.name) : TOOL_MESSAGES.unassigned(tool.name), "success");
      router.refresh();
    } catch (error) {
      setState((current) => ({ ...current, assignedToolsIds: before }));
      setExpected(null);
      toast(callErrorMessage(error, TOOL_MESSAGES.assignFailed), "error", 4000);
    } finally {
      setAssigning((current) => new Set([...current].filter((id) => id !== tool.id)));
    }
  };

  const remove = async (tool: TAgentTool) => {
    const next = withoutTool(state, tool.id);
    await (await loadTrpc()).agent.update.mutate({ region, agentId, settings: next });
    setState(next);
    setExpected(toolsSignature(next));
    setDeleting(null);
    toast(TOOL_MESSAGES.deleted, "success");
    router.refresh();
  };

  const onSaved = (next: TAgentTool[], saved: TAgentTool) => {
    setState((current) => ({ ...current, tools: next }));
    setExpected(toolsSignature({ tools: next, assignedToolsIds: state.assignedToolsIds }));
    if (saved.serverUrlSecret) setSecrets((current) => new Set([...current, secretName(saved.id)]));
    setEditing(null);
    toast(TOOL_MESSAGES.saved, "success");
    router.refresh();
  };

  const assigned = new Set(state.assignedToolsIds);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">Tools</h2>
          <p className="text-sm text-muted-foreground">
            Functions the agent can call during a conversation. Switch a tool on to let the agent use it.
          </p>
        </div>
        {state.tools.length > 0 ? (
          <Button onClick={create}>
            <Icon node={Plus} />
            Create tool
          </Button>
        ) : null}
      </div>

      {state.tools.length === 0 ? (
        <EmptyState
          className="bg-card/40 py-16"
          icon={<Icon node={Wrench} />}
          title="No tools yet"
          description="Create a tool to let the agent look up an order, book a meeting or call any HTTP endpoint during a conversation."
          action={
            <Button onClick={create}>
              <Icon node={Plus} />
              Create tool
            </Button>
          }
          data-testid="tools-empty-state"
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Tools">
          {state.tools.map((tool) => (
            <li key={tool.id} className="min-w-0">
              <ToolCard
                tool={tool}
                assigned={assigned.has(tool.id)}
                assigning={assigning.has(tool.id)}
                onAssign={(on) => void assign(tool, on)}
                onEdit={() => setEditing({ values: toolFormValues(tool), isNew: false })}
                onDelete={() => setDeleting(tool)}
              />
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <AfterMount>
          <ToolEditorDialog
            key={editing.values.id}
            region={region}
            agentId={agentId}
            tools={state.tools}
            initial={editing.values}
            isNew={editing.isNew}
            secretSet={secrets.has(secretName(editing.values.id))}
            onClose={() => setEditing(null)}
            onSaved={onSaved}
          />
        </AfterMount>
      ) : null}
      {deleting ? (
        <AfterMount>
          <DeleteToolDialog
            tool={deleting}
            assigned={assigned.has(deleting.id)}
            onCancel={() => setDeleting(null)}
            onConfirm={() => remove(deleting)}
          />
        </AfterMount>
      ) : null}
    </div>
  );
}

function secretName(toolId: string): string {
  return `tools.${toolId}.serverUrlSecret`;
}

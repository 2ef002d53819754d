"use client";

import { Badge, Button, Card } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TAgentTool } from "@parlo/validators";
import { Globe, ListTree, Pencil, Trash, Wrench } from "lucide";
import { AssignedSwitch } from "./assigned-switch";
import { serverHost } from "./tools-payload";

export interface ToolCardProps {
  tool: TAgentTool;
  assigned: boolean;
  /** the assignment is being saved */
  assigning: boolean;
  onAssign: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One tool of the agent: what it does, where it calls, its fields, and whether the agent may call it. */
export function ToolCard({ tool, assigned, assigning, onAssign, onEdit, onDelete }: ToolCardProps) {
  const count = tool.fields.length;
  return (
    <Card className="gap-4 p-5" data-testid="tool-card">
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon node={Wrench} className="size-4" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={`tool-${tool.id}-name`} className="truncate text-[15px] leading-tight font-semibold">
            {tool.name}
          </h3>
          <p className="line-clamp-2 text-[13px] text-muted-foreground">{tool.description || "No description."}</p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0 items-center">
          <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${tool.name}`} onClick={onEdit}>
            <Icon node={Pencil} />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${tool.name}`}
            onClick={onDelete}
          >
            <Icon node={Trash} />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-border pt-4">
        <span className="flex min-w-0 items-center gap-1.5 text-[13px] text-muted-foreground" title={tool.serverUrl}>
          <Icon node={Globe} className="size-3.5 shrink-0" />
          <span className="truncate font-mono text-xs">{serverHost(tool.serverUrl)}</span>
        </span>
        <Badge variant="secondary" className="gap-1">
          <Icon node={ListTree} className="size-3" />
          {count === 1 ? "1 field" : `${count} fields`}
        </Badge>
        <div className="ml-auto">
          <AssignedSwitch
            id={`tool-${tool.id}-assigned`}
            checked={assigned}
            disabled={assigning}
            label={`Assign ${tool.name}`}
            onChange={onAssign}
          />
        </div>
      </div>
    </Card>
  );
}

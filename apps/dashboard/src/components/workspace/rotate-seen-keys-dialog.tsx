"use client";

import { Alert, Button } from "@parlo/ui";
import { WORKSPACE_MESSAGES, type TRemoveMemberOutput, type TRegion } from "@parlo/validators";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

export interface RemovedMember {
  email: string;
  /** the agents whose keys they saw and that still work */
  agents: TRemoveMemberOutput["keysToRotate"];
}

/** After a member was removed: the agents whose keys they saw, and one click to rotate them all. */
export function RotateSeenKeysDialog({
  region,
  workspaceId,
  removed,
  onDone,
}: {
  region: TRegion;
  workspaceId: string;
  removed: RemovedMember;
  onDone: () => void;
}) {
  const rotate = api.agent.rotateKeys.useMutation();
  const count = removed.agents.length;
  return (
    <LazyDialog
      open
      onClose={onDone}
      busy={rotate.isPending}
      title="Rotate the keys they saw?"
      description={
        <>
          <span className="font-medium break-all text-foreground">{removed.email}</span> was removed, but saw the API
          keys of these agents, which still work. Rotate them so they stop working for anyone holding the old ones; then
          update your own scripts with the new keys.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <ul aria-label="Keys they saw" className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
          {removed.agents.map((agent) => (
            <li key={agent.agentId} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-medium">{agent.title || "Untitled agent"}</span>
              <code className="shrink-0 font-mono text-xs text-muted-foreground">{agent.agentId}</code>
            </li>
          ))}
        </ul>
        {rotate.error ? (
          <Alert variant="error">{errorMessage(rotate.error, "Failed to rotate the keys.")}</Alert>
        ) : null}
        {rotate.data ? <Alert variant="success">{WORKSPACE_MESSAGES.keysRotated(rotate.data.rotated)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {rotate.data ? (
            <Button onClick={onDone}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onDone} disabled={rotate.isPending}>
                Keep keys
              </Button>
              <Button
                variant="destructive"
                loading={rotate.isPending}
                onClick={() =>
                  rotate.mutate({ region, workspaceId, agentIds: removed.agents.map((agent) => agent.agentId) })
                }
              >
                {count === 1 ? "Rotate 1 key" : `Rotate ${count} keys`}
              </Button>
            </>
          )}
        </div>
      </div>
    </LazyDialog>
  );
}

"use client";

import { Alert, Button } from "@parlo/ui";
import { WORKSPACE_MESSAGES, type TRemoveMemberOutput, type TRegion } from "@parlo/validators";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";

/** The agents whose keys a removed member saw, and one click to rotate them all. */
export function RotateSeenKeys({
  region,
  workspaceId,
  agents,
  onDone,
}: {
  region: TRegion;
  workspaceId: string;
  agents: TRemoveMemberOutput["keysToRotate"];
  onDone: () => void;
}) {
  const rotate = api.agent.rotateKeys.useMutation();
  const count = agents.length;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Keys they saw" className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
        {agents.map((agent) => (
          <li key={agent.agentId} className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium">{agent.title || "Untitled agent"}</span>
            <code className="shrink-0 font-mono text-xs text-muted-foreground">{agent.agentId}</code>
          </li>
        ))}
      </ul>
      {rotate.error ? <Alert variant="error">{errorMessage(rotate.error, "Failed to rotate the keys.")}</Alert> : null}
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
              onClick={() => rotate.mutate({ region, workspaceId, agentIds: agents.map((agent) => agent.agentId) })}
            >
              {count === 1 ? "Rotate 1 key" : `Rotate ${count} keys`}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

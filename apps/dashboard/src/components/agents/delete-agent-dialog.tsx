"use client";

import { Alert, Button, Input, Label } from "@parlo/ui";
import type { TAgentSummary, TRegion } from "@parlo/validators";
import { useState } from "react";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";

/** Deleting an agent needs its name typed; it cannot be undone. */
export function DeleteAgentDialog({
  region,
  agent,
  onClose,
  onDeleted,
}: {
  region: TRegion;
  agent: TAgentSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await (await loadTrpc()).agent.delete.mutate({ region, agentId: agent.ID, confirmTitle: typed });
      onDeleted();
    } catch (e) {
      setError(callErrorMessage(e, "Failed to delete the agent."));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      role="alertdialog"
      title={`Delete ${agent.title}?`}
      description="The agent, its settings and its keys are removed. This cannot be undone."
      onClose={onClose}
    >
      <div className="space-y-1.5">
        <Label htmlFor="confirm-agent-name">Type the agent name to confirm</Label>
        <Input
          id="confirm-agent-name"
          autoFocus
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={agent.title}
        />
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={typed.trim() !== agent.title.trim()}
          loading={pending}
          onClick={() => void remove()}
        >
          Delete agent
        </Button>
      </div>
    </Dialog>
  );
}

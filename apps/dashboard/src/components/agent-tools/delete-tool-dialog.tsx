"use client";

import { Alert, Button } from "@parlo/ui";
import type { TAgentTool } from "@parlo/validators";
import { useState } from "react";
import { Dialog } from "@parlo/ui/dialog";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { TOOL_MESSAGES } from "./tool-messages";

export interface DeleteToolDialogProps {
  tool: TAgentTool;
  assigned: boolean;
  onCancel: () => void;
  /** removes the tool (and its assignment); rejects with the server's message */
  onConfirm: () => Promise<void>;
}

/** Asks before a tool is removed from the agent's draft. */
export function DeleteToolDialog({ tool, assigned, onCancel, onConfirm }: DeleteToolDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(callErrorMessage(caught, TOOL_MESSAGES.deleteFailed));
      setPending(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={`Delete ${tool.name}?`}
      description={
        assigned
          ? "The tool is removed from the draft and the agent stops calling it. Publish to make the change live."
          : "The tool is removed from the draft. Publish to make the change live."
      }
      onClose={onCancel}
    >
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
          Delete tool
        </Button>
      </div>
    </Dialog>
  );
}

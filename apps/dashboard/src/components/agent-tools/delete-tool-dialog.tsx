"use client";

import { Alert, Button } from "@parlo/ui";
import type { TAgentTool } from "@parlo/validators";
import { useRef, useState } from "react";
import { useDialogKeys } from "@/components/new-agent/use-dialog-keys";
import { callErrorMessage } from "@/trpc/lazy-client";
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
  const dialog = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDialogKeys(dialog, onCancel);

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
    <div className="fixed inset-0 z-[65] flex items-center justify-center bg-black/40 p-4" onClick={onCancel}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="delete-tool-title"
        aria-describedby="delete-tool-text"
        className="w-full max-w-md space-y-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="delete-tool-title" className="text-lg font-semibold break-words">
          Delete {tool.name}?
        </h2>
        <p id="delete-tool-text" className="text-sm text-muted-foreground">
          {assigned
            ? "The tool is removed from the draft and the agent stops calling it. Publish to make the change live."
            : "The tool is removed from the draft. Publish to make the change live."}
        </p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            Delete tool
          </Button>
        </div>
      </div>
    </div>
  );
}

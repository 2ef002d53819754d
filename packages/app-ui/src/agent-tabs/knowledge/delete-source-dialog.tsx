"use client";

import { Alert, Button } from "@parlo/ui";
import { KNOWLEDGE_TAB_MESSAGES, type TKnowledgeSource } from "@parlo/validators";
import { useState } from "react";
import { Dialog } from "@parlo/ui/dialog";
import { callErrorMessage } from "../../trpc/lazy-client";

/** Asks before a source, its pages and its passages are removed. */
export function DeleteSourceDialog({
  source,
  onCancel,
  onConfirm,
}: {
  source: TKnowledgeSource;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(callErrorMessage(caught, KNOWLEDGE_TAB_MESSAGES.deleteFailed));
      setPending(false);
    }
  };
  return (
    <Dialog
      role="alertdialog"
      title="Delete this source?"
      description={KNOWLEDGE_TAB_MESSAGES.deleteConfirm(source.name)}
      onClose={onCancel}
    >
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
          Delete source
        </Button>
      </div>
    </Dialog>
  );
}

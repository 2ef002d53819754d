"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Button, FieldError, Input, Label } from "@parlo/ui";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { PORTAL_ACCOUNT_MESSAGES, ZPortalCreateAgentInput } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

/** The New Agent dialog: a name, then the new agent opens on `page` (loaded when New Agent is clicked). */
export function NewAgentDialog({ page, onClose }: { page: string; onClose: () => void }) {
  const toast = useToast();
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZPortalCreateAgentInput.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please provide a name for the agent.");
      return;
    }
    setError(null);
    setCreating(true);
    try {
      const api = await loadTrpc();
      const { agentId } = await api.portalAccount.createAgent.mutate(parsed.data);
      toast(PORTAL_ACCOUNT_MESSAGES.agentCreated, "success", 3000);
      onClose();
      router.push(`/${page}?agent=${encodeURIComponent(agentId)}`);
      router.refresh();
    } catch (failure) {
      setError(callErrorMessage(failure, "Please try again."));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog
      title="New Agent"
      description="It joins your organization's agents."
      onClose={() => (creating ? undefined : onClose())}
      className="max-w-md"
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void create(event)} noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-agent-title">Name</Label>
          <Input
            id="new-agent-title"
            value={title}
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Front Desk"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "new-agent-error" : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          <FieldError id="new-agent-error" role="alert">
            {error}
          </FieldError>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" disabled={creating} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={creating}>
            Create agent
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

"use client";

import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { Button, cn, FieldError, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import { useToast } from "@parlo/ui/toaster";
import { PORTAL_ACCOUNT_MESSAGES, ZPortalCreateAgentInput } from "@parlo/validators";
import { Plus } from "lucide";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

/**
 * + New Agent (a client with allowCreateAgents): a name, then the new agent opens on `page`
 * (the first of the client's pages) and joins the agent selector.
 */
export function NewAgentButton({ page, className }: { page: string; className?: string }) {
  const toast = useToast();
  const router = useRouter();
  const [open, setOpen] = useState(false);
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
      setOpen(false);
      setTitle("");
      router.push(`/${page}?agent=${encodeURIComponent(agentId)}`);
      router.refresh();
    } catch (failure) {
      setError(callErrorMessage(failure, "Please try again."));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Button className={cn("gap-2", className)} onClick={() => setOpen(true)} aria-label="New Agent">
        <Icon node={Plus} aria-hidden className="size-4" />
        <span className="group-data-[collapsed=true]/rail:hidden max-sm:sr-only">New Agent</span>
      </Button>
      <LazyDialog
        open={open}
        title="New Agent"
        description="It joins your organization's agents."
        onClose={() => (creating ? undefined : setOpen(false))}
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
            <Button variant="ghost" disabled={creating} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={creating}>
              Create agent
            </Button>
          </div>
        </form>
      </LazyDialog>
    </>
  );
}

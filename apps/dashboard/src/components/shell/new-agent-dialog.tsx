"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { routes } from "@/lib/routes";
import { callErrorMessage, loadTrpc } from "@/trpc/lazy-client";

const ZForm = z.object({ title: z.string().trim().min(1, "Please provide a name for the agent.").max(80) });

/** New Agent: the agent's name (required), then the agent's Widget tab with the test debugger open. */
export function NewAgentDialog({
  region,
  workspaceId,
  onClose,
}: {
  region: TRegion;
  workspaceId: string | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { title: "" },
  });
  const title = form.watch("title");

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const onSubmit = form.handleSubmit(async ({ title: name }) => {
    if (!workspaceId) return;
    setError(null);
    const agent = await loadTrpc()
      .then((trpc) => trpc.agent.create.mutate({ region, workspaceId, title: name, agentPlatform: "vg" }))
      .catch((e: unknown) => {
        setError(callErrorMessage(e, "Failed to create agent"));
        return null;
      });
    if (!agent) return;
    onClose();
    router.push(`${routes.agent(region, agent.ID, "overview")}?showDebugger=true`);
    router.refresh();
  });

  return (
    <div className="fixed inset-0 z-[65] flex justify-end bg-black/40" onClick={onClose}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-agent-title"
        className="flex h-full w-full max-w-md flex-col gap-6 border-l border-border bg-card p-6 shadow-xl"
        onClick={(e) => e.stopPropagation()}
      >
        <div>
          <h2 id="new-agent-title" className="text-lg font-semibold">
            New Agent
          </h2>
          <p className="text-sm text-muted-foreground">Start with a name; you can change everything later.</p>
        </div>
        {workspaceId ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="agent-name">Agent Name</Label>
              <Input
                id="agent-name"
                autoFocus
                placeholder="e.g. Support assistant"
                aria-invalid={form.formState.errors.title ? true : undefined}
                aria-describedby={form.formState.errors.title ? "agent-name-error" : undefined}
                {...form.register("title")}
              />
              {form.formState.errors.title?.message && (
                <FieldError id="agent-name-error">{form.formState.errors.title.message}</FieldError>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              Third-party integrations are found in Settings, then Integrations, after creation.
            </p>
            {error && <Alert variant="error">Error creating agent, {error}</Alert>}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!title.trim()} loading={form.formState.isSubmitting}>
                Create
              </Button>
            </div>
          </form>
        ) : (
          <Alert variant="info">Create or join a workspace in this region first.</Alert>
        )}
      </div>
    </div>
  );
}

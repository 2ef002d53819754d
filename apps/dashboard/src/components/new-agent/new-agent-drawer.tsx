"use client";

import { Alert, Button, FieldError, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENT_EDIT_MESSAGES, DEFAULT_TEMPLATE_KEY, type TRegion, type TTemplateKey } from "@parlo/validators";
import { Drawer } from "@parlo/ui/drawer";
import { ArrowLeft, ChevronRight, WandSparkles } from "lucide";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import { ImportTemplateButton } from "../agent-actions/import-template-button";
import { afterCreatePath } from "./after-create-path";
import { AgentWizard } from "./agent-wizard/agent-wizard";
import { useWizard } from "./agent-wizard/use-wizard";
import { showPlatformChoice, type TPlatformChoice } from "./platform-choice";
import { PlatformField } from "./platform-field";
import { TemplatePicker, type TDrawerTemplate } from "./template-picker";

export const NAME_REQUIRED = "Please provide a name for the agent.";
export const INTEGRATIONS_NOTICE =
  "Third-party integrations can be connected in Settings → Integrations after creation.";

export interface NewAgentDrawerProps {
  region: TRegion;
  workspaceId: string | null;
  onClose: () => void;
  /**
   * The one hostname on which the platform choice (standard or conversation-platform compatible)
   * is offered; the shell passes it from its configuration. Without it every agent is standard.
   */
  platformChoiceHost?: string;
}

/** The New Agent drawer: a name, an optional platform, a template or the Agent Wizard. */
export function NewAgentDrawer({ region, workspaceId, onClose, platformChoiceHost }: NewAgentDrawerProps) {
  const router = useRouter();
  const toast = useToast();
  const [mode, setMode] = useState<"templates" | "wizard">("templates");
  const [title, setTitle] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [platform, setPlatform] = useState<TPlatformChoice>("vg");
  const [templateKey, setTemplateKey] = useState<TTemplateKey>(DEFAULT_TEMPLATE_KEY);
  const [templates, setTemplates] = useState<TDrawerTemplate[] | null>(null);
  const [templatesError, setTemplatesError] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [platformChoice] = useState(
    () => typeof window !== "undefined" && showPlatformChoice(window.location.hostname, platformChoiceHost),
  );
  const wizard = useWizard(() => setMode("templates"));

  const loadTemplates = () => {
    if (!workspaceId) return;
    setTemplatesError(null);
    loadTrpc()
      .then((trpc) => trpc.agent.templates.query({ region, workspaceId }))
      .then(setTemplates)
      .catch((error: unknown) => setTemplatesError(callErrorMessage(error, "Templates could not be loaded.")));
  };
  // the templates are fetched once when the drawer opens
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(loadTemplates, []);

  const selectedName = templates?.find((template) => template.key === templateKey)?.name;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!workspaceId || creating) return;
    const name = title.trim();
    if (!name) {
      setNameError(NAME_REQUIRED);
      return;
    }
    setCreating(true);
    setCreateError(null);
    try {
      const trpc = await loadTrpc();
      const agent = await trpc.agent.create.mutate({
        region,
        workspaceId,
        title: name,
        agentPlatform: platformChoice ? platform : "vg",
        templateKey,
      });
      toast(AGENT_EDIT_MESSAGES.created, "success", 2000);
      router.push(afterCreatePath(region, agent));
      onClose();
    } catch (error) {
      setCreateError(AGENT_EDIT_MESSAGES.createFailed(callErrorMessage(error, "please try again.")));
      setCreating(false);
    }
  };

  return (
    <Drawer
      title={mode === "wizard" ? "Agent Wizard" : "New Agent"}
      onClose={onClose}
      headerStart={
        mode === "wizard" ? (
          <Button variant="ghost" size="icon" className="-ml-2 size-8" aria-label="Back" onClick={wizard.back}>
            <Icon node={ArrowLeft} />
          </Button>
        ) : null
      }
    >
      {!workspaceId ? (
        <div className="p-6">
          <Alert variant="info">Create or join a workspace in this region first.</Alert>
        </div>
      ) : mode === "wizard" ? (
        <AgentWizard
          wizard={wizard}
          region={region}
          workspaceId={workspaceId}
          templates={templates}
          onDone={(path) => {
            router.push(path);
            onClose();
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6">
            <div className="space-y-1.5">
              <Label htmlFor="agent-name">Agent Name</Label>
              <Input
                id="agent-name"
                autoFocus
                required
                maxLength={80}
                placeholder="e.g. Support assistant"
                value={title}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setNameError(null);
                }}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? "agent-name-error" : undefined}
              />
              <FieldError id="agent-name-error">{nameError}</FieldError>
            </div>

            {platformChoice && <PlatformField value={platform} onChange={setPlatform} />}

            <button
              type="button"
              onClick={() => setMode("wizard")}
              className="group flex w-full items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-left transition-colors outline-none hover:border-primary/60 hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <Icon node={WandSparkles} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">Agent Wizard</span>
                <span className="block text-xs text-muted-foreground">
                  Tell us about your company and pick your colours; we set up a support agent for you.
                </span>
              </span>
              <Icon
                node={ChevronRight}
                className="text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </button>

            <section aria-labelledby="templates-heading" className="space-y-2">
              <h3 id="templates-heading" className="text-sm font-medium">
                Start from a template
              </h3>
              {templatesError ? (
                <Alert variant="error" title="Templates could not be loaded.">
                  {templatesError}{" "}
                  <button type="button" className="font-medium text-primary underline" onClick={loadTemplates}>
                    Try again
                  </button>
                </Alert>
              ) : (
                <TemplatePicker templates={templates} selected={templateKey} onSelect={setTemplateKey} />
              )}
            </section>

            <section aria-labelledby="import-heading" className="space-y-2">
              <h3 id="import-heading" className="text-sm font-medium">
                Or import an exported agent template
              </h3>
              <ImportTemplateButton
                region={region}
                workspaceId={workspaceId}
                onCreated={(agent) => {
                  toast(AGENT_EDIT_MESSAGES.created, "success", 2000);
                  router.push(afterCreatePath(region, agent));
                  onClose();
                }}
              />
            </section>

            <Alert variant="info">{INTEGRATIONS_NOTICE}</Alert>
            {createError && <Alert variant="error">{createError}</Alert>}
          </div>

          <div className="flex shrink-0 items-center gap-2 border-t border-border px-4 py-3 sm:px-6">
            <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground" aria-live="polite">
              {selectedName ? `Template: ${selectedName}` : null}
            </p>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!title.trim()} loading={creating}>
              Create
            </Button>
          </div>
        </form>
      )}
    </Drawer>
  );
}

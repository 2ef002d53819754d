"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Badge, Button, Input, Label, Textarea } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { AGENT_EDIT_MESSAGES, DEFAULT_LEAD_FORM, ZAgentNodes, type TAgentNode, type TRegion } from "@parlo/validators";
import { ArrowDown, ArrowUp, Trash2 } from "lucide";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import { LeadStepEditor } from "./lead-step-editor";
import { appendNode, newNodeId, removeNode } from "./node-ids";
import { announceAgentSaved } from "@parlo/app-ui/agent-saved";

const ZForm = z.object({ nodes: ZAgentNodes });
type Form = z.infer<typeof ZForm>;

const STEP_TYPES: Record<TAgentNode["type"], { label: string; help: string; textLabel?: string }> = {
  start: { label: "Start", help: "The conversation begins here." },
  message: { label: "Message", help: "Sent to the visitor word for word.", textLabel: "Message" },
  prompt: {
    label: "Prompt",
    help: "Instructions the agent follows for this part of the conversation.",
    textLabel: "Instructions",
  },
  handoff: { label: "Handoff", help: "Hands the chat to a person on your team.", textLabel: "Note for the team" },
  lead: { label: "Lead form", help: "Asks the visitor for their contact details; answers appear in the Leads tab." },
  end: { label: "End", help: "Ends the conversation.", textLabel: "Closing message" },
};
const ADDABLE = ["message", "prompt", "handoff", "lead", "end"] as const;

/** The form edits every text as a string ("" for none). */
function formNodes(nodes: TAgentNode[]): TAgentNode[] {
  return nodes.map((node) => ({ ...node, text: node.text ?? "", next: node.next ?? "" }));
}

/** The flow as saved: no empty texts or next steps (an empty choice means the flow ends there). */
function cleanNodes(nodes: TAgentNode[]): TAgentNode[] {
  return nodes.map(({ next, text, ...node }) => ({ ...node, ...(text ? { text } : {}), ...(next ? { next } : {}) }));
}

/** The Prompt tab: the agent's steps, in order, each with its text and the step that follows. */
export function NodesEditor({ region, agentId, nodes }: { region: TRegion; agentId: string; nodes: TAgentNode[] }) {
  const router = useRouter();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form>({ resolver: zodResolver(ZForm), defaultValues: { nodes: formNodes(nodes) } });
  const { control, register, handleSubmit, getValues, reset, formState, watch } = form;
  const { fields, replace, swap } = useFieldArray({ control, name: "nodes", keyName: "key" });
  const current = watch("nodes");
  const dirty = formState.isDirty;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const add = (type: (typeof ADDABLE)[number]) => {
    const stored = getValues("nodes");
    const existing: TAgentNode[] = stored.length > 0 ? stored : [{ id: "start", type: "start", label: "Start" }];
    const id = newNodeId(type, new Set(existing.map((node) => node.id)));
    const leadForm = type === "lead" ? { leadForm: structuredClone(DEFAULT_LEAD_FORM) } : {};
    replace(formNodes(appendNode(existing, { id, type, label: STEP_TYPES[type].label, ...leadForm })));
  };

  const save = handleSubmit(async (values) => {
    setServerError(null);
    const cleaned = cleanNodes(values.nodes);
    try {
      // saved steps are what the agent follows (an agent without steps answers from its system prompt)
      const settings = { nodes: cleaned, enableNodes: cleaned.length > 0 };
      await (await loadTrpc()).agent.update.mutate({ region, agentId, settings });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : "Failed to save the prompt.");
      return;
    }
    reset({ nodes: formNodes(cleaned) });
    toast(AGENT_EDIT_MESSAGES.saved, "success");
    router.refresh();
    announceAgentSaved();
  });

  const flowError = formState.errors.nodes?.root?.message ?? formState.errors.nodes?.message;

  return (
    <form onSubmit={save} className="flex flex-col gap-4" aria-label="Prompt steps">
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const node = current[index] ?? field;
          const meta = STEP_TYPES[node.type];
          const errors = formState.errors.nodes?.[index];
          const others = current.filter((other) => other.id !== node.id && other.type !== "start");
          return (
            <li
              key={field.key}
              className="rounded-xl border border-border bg-card p-4 shadow-xs"
              data-testid="prompt-step"
            >
              <div className="mb-3 flex flex-wrap items-center gap-2">
                <span className="text-xs font-medium text-muted-foreground">{index + 1}</span>
                <Badge variant={node.type === "prompt" ? "default" : "secondary"}>{meta.label}</Badge>
                <p className="text-xs text-muted-foreground">{meta.help}</p>
                <div className="ml-auto flex items-center gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move step ${index + 1} up`}
                    disabled={index <= 1 || node.type === "start"}
                    onClick={() => swap(index, index - 1)}
                  >
                    <Icon node={ArrowUp} />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move step ${index + 1} down`}
                    disabled={node.type === "start" || index >= fields.length - 1}
                    onClick={() => swap(index, index + 1)}
                  >
                    <Icon node={ArrowDown} />
                  </Button>
                  {node.type !== "start" && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:text-destructive"
                      aria-label={`Remove step ${index + 1}`}
                      onClick={() => replace(formNodes(removeNode(getValues("nodes"), node.id)))}
                    >
                      <Icon node={Trash2} />
                    </Button>
                  )}
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`step-${field.key}-label`}>Step name</Label>
                  <Input id={`step-${field.key}-label`} {...register(`nodes.${index}.label`)} />
                  {errors?.label ? <p className="text-sm text-destructive">{errors.label.message}</p> : null}
                </div>
                {node.type !== "end" ? (
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`step-${field.key}-next`}>Then</Label>
                    <select
                      id={`step-${field.key}-next`}
                      className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                      {...register(`nodes.${index}.next`)}
                    >
                      <option value="">The conversation continues here</option>
                      {others.map((other) => (
                        <option key={other.id} value={other.id}>
                          {other.label || other.id}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </div>
              {node.type === "lead" ? (
                <LeadStepEditor
                  index={index}
                  control={control}
                  register={register}
                  errors={errors}
                  idPrefix={`step-${field.key}`}
                  takenKeys={() => (getValues(`nodes.${index}.leadForm.fields`) ?? []).map((f) => f.key)}
                />
              ) : null}
              {meta.textLabel ? (
                <div className="mt-3 flex flex-col gap-1.5">
                  <Label htmlFor={`step-${field.key}-text`}>{meta.textLabel}</Label>
                  <Textarea
                    id={`step-${field.key}-text`}
                    rows={node.type === "prompt" ? 8 : 3}
                    className={node.type === "prompt" ? "font-mono text-[13px]" : undefined}
                    {...register(`nodes.${index}.text`)}
                  />
                  {errors?.text ? <p className="text-sm text-destructive">{errors.text.message}</p> : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>

      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Add a step:</span>
        {ADDABLE.map((type) => (
          <Button
            key={type}
            type="button"
            variant="outline"
            size="sm"
            // one lead form per flow
            disabled={type === "lead" && current.some((node) => node.type === "lead")}
            onClick={() => add(type)}
          >
            {STEP_TYPES[type].label}
          </Button>
        ))}
      </div>

      {flowError || serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError ?? flowError}
        </p>
      ) : null}

      <div
        className={
          dirty
            ? "sticky bottom-4 flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 shadow-lg"
            : "flex justify-end"
        }
      >
        {dirty ? <p className="text-sm font-medium">You have unsaved changes</p> : null}
        <div className="flex gap-2">
          {dirty ? (
            <Button type="button" variant="ghost" onClick={() => reset()}>
              Discard
            </Button>
          ) : null}
          <Button type="submit" disabled={!dirty} loading={formState.isSubmitting}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

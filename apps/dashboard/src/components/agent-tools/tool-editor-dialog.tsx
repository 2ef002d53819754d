"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label, Textarea } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { ZAgentTool, type TAgentTool, type TRegion } from "@parlo/validators";
import { Drawer } from "@parlo/ui/drawer";
import { Plus } from "lucide";
import { useState, type ReactNode } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { isEditorPath } from "./editor-paths";
import { TOOL_MESSAGES } from "./tool-messages";
import { ToolFieldRow } from "./tool-field-row";
import { newToolField, toolToSave, type ToolFormValues } from "./tool-values";
import { toolFieldError, toolsWithSaved } from "./tools-payload";

export interface ToolEditorDialogProps {
  region: TRegion;
  agentId: string;
  /** the agent's tools as loaded (without secrets) */
  tools: TAgentTool[];
  initial: ToolFormValues;
  isNew: boolean;
  /** the tool has a stored server secret */
  secretSet: boolean;
  onClose: () => void;
  /** after the update was stored: the tools sent and the saved tool */
  onSaved: (tools: TAgentTool[], saved: TAgentTool) => void;
}

/**
 * The tool editor, a side sheet: name, description, server URL and secret, and the fields list,
 * checked with the tool schema; saving sends the agent's whole tools array (arrays replace).
 */
export function ToolEditorDialog({
  region,
  agentId,
  tools,
  initial,
  isNew,
  secretSet,
  onClose,
  onSaved,
}: ToolEditorDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ToolFormValues>({
    resolver: zodResolver(ZAgentTool),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const fields = useFieldArray({ control: form.control, name: "fields" });
  const { errors, isSubmitting, isDirty } = form.formState;
  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const saved = toolToSave(values, Math.floor(Date.now() / 1000));
    const next = toolsWithSaved(tools, saved);
    try {
      await (await loadTrpc()).agent.update.mutate({ region, agentId, settings: { tools: next } });
    } catch (error) {
      const message = callErrorMessage(error, TOOL_MESSAGES.saveFailed);
      setServerError(message);
      const named = toolFieldError(message, next.indexOf(saved));
      if (named && isEditorPath(named.path)) form.setError(named.path, { type: "server", message: named.message });
      return;
    }
    onSaved(next, saved);
  });

  const title = isNew ? "Create tool" : "Edit tool";
  return (
    <Drawer
      title={title}
      onClose={onClose}
      busy={isSubmitting}
      // a click beside the sheet does not throw away typed input
      closeOnOutsideClick={!isDirty}
      className="sm:max-w-2xl"
    >
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label={title}>
        <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6">
          <div className="grid gap-5">
            <Field id="tool-name" label="Name" error={errors.name?.message}>
              <Input
                id="tool-name"
                autoFocus
                autoComplete="off"
                placeholder="Order lookup"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? "tool-name-error" : undefined}
                {...form.register("name")}
              />
            </Field>
            <Field
              id="tool-description"
              label="Description"
              help="Tells the agent when to call the tool and what it returns."
              error={errors.description?.message}
            >
              <Textarea
                id="tool-description"
                rows={3}
                placeholder="Looks up an order by its number and returns its status."
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={
                  errors.description ? "tool-description-help tool-description-error" : "tool-description-help"
                }
                {...form.register("description")}
              />
            </Field>
            <Field
              id="tool-server-url"
              label="Server URL"
              help="The endpoint called when the agent uses the tool."
              error={errors.serverUrl?.message}
            >
              <Input
                id="tool-server-url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                className="font-mono text-[13px]"
                placeholder="https://api.example.com/orders"
                aria-invalid={errors.serverUrl ? true : undefined}
                aria-describedby={
                  errors.serverUrl ? "tool-server-url-help tool-server-url-error" : "tool-server-url-help"
                }
                {...form.register("serverUrl")}
              />
            </Field>
            <Field
              id="tool-server-secret"
              label="Server secret"
              badge={secretSet ? "(saved)" : undefined}
              help="Sent with each call so your server can check it comes from this agent. It is never shown again."
              error={errors.serverUrlSecret?.message}
            >
              <Input
                id="tool-server-secret"
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                placeholder={secretSet ? TOOL_MESSAGES.secretPlaceholder : "Not set"}
                aria-invalid={errors.serverUrlSecret ? true : undefined}
                aria-describedby={
                  errors.serverUrlSecret
                    ? "tool-server-secret-help tool-server-secret-error"
                    : "tool-server-secret-help"
                }
                {...form.register("serverUrlSecret")}
              />
            </Field>
          </div>

          <section aria-labelledby="tool-fields-heading" className="flex flex-col gap-3">
            <div className="flex items-end justify-between gap-3">
              <div>
                <h3 id="tool-fields-heading" className="text-sm font-semibold">
                  Fields
                </h3>
                <p className="text-[13px] text-muted-foreground">
                  The parameters the agent fills in when it calls the tool.
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => fields.append(newToolField(), { focusName: `fields.${fields.fields.length}.key` })}
              >
                <Icon node={Plus} />
                Add field
              </Button>
            </div>
            {fields.fields.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-4 py-5 text-center text-[13px] text-muted-foreground">
                No fields: the tool is called without parameters.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {fields.fields.map((field, index) => (
                  <ToolFieldRow key={field.id} form={form} index={index} onRemove={() => fields.remove(index)} />
                ))}
              </ul>
            )}
            <FieldError id="tool-fields-error">{errors.fields?.message ?? errors.fields?.root?.message}</FieldError>
          </section>
        </div>

        <div className="flex shrink-0 flex-col gap-3 border-t border-border px-4 py-3 sm:px-6">
          {serverError ? <Alert variant="error">{serverError}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save tool
            </Button>
          </div>
        </div>
      </form>
    </Drawer>
  );
}

function Field({
  id,
  label,
  badge,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  badge?: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {badge ? <span className="ml-2 text-xs font-normal text-muted-foreground">{badge}</span> : null}
      </Label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-[13px] text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

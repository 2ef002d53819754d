"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Input, Textarea } from "@parlo/ui";
import {
  KNOWLEDGE_TAB_MESSAGES,
  KNOWLEDGE_TEXT_MAX_CHARS,
  ZAddTextFields,
  type TKnowledgeSource,
  type TRegion,
} from "@parlo/validators";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { FormActions } from "./form-actions";
import { formatCount } from "./knowledge-format";
import { TagsInput } from "./tags-input";

type Values = z.input<typeof ZAddTextFields>;
type Parsed = z.output<typeof ZAddTextFields>;

/** Text: a name and the text itself (opening hours, policies, anything the agent should know). */
export function TextForm({
  region,
  agentId,
  onAdded,
  onCancel,
}: {
  region: TRegion;
  agentId: string;
  onAdded: (source: TKnowledgeSource) => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ZAddTextFields),
    defaultValues: { name: "", content: "", tags: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch("content").length;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onAdded(await (await loadTrpc()).knowledge.addText.mutate({ region, agentId, ...values }));
    } catch (error) {
      setServerError(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.addFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add text">
      <FormField id="kb-text-name" label="Name" error={errors.name?.message}>
        <Input
          id="kb-text-name"
          autoFocus
          autoComplete="off"
          placeholder="Opening hours"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("kb-text-name", false, errors.name)}
          {...form.register("name")}
        />
      </FormField>
      <FormField
        id="kb-text-content"
        label="Text"
        help={`${formatCount(length)} / ${formatCount(KNOWLEDGE_TEXT_MAX_CHARS)} characters`}
        error={errors.content?.message}
      >
        <Textarea
          id="kb-text-content"
          rows={10}
          placeholder="We are open Monday to Friday from 9:00 to 17:00…"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy("kb-text-content", true, errors.content)}
          {...form.register("content")}
        />
      </FormField>
      <FormField id="kb-text-tags" label="Tags" error={errors.tags?.message}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              id="kb-text-tags"
              value={field.value ?? []}
              onChange={field.onChange}
              invalid={Boolean(errors.tags)}
            />
          )}
        />
      </FormField>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <FormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, FieldError, Input, Label, Textarea } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  KNOWLEDGE_QA_MAX_PAIRS,
  KNOWLEDGE_TAB_MESSAGES,
  ZAddQaFields,
  type TKnowledgeSource,
  type TRegion,
} from "@parlo/validators";
import { Plus, Trash2 } from "lucide";
import { useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { FormActions } from "./form-actions";
import { TagsInput } from "./tags-input";

type Values = z.input<typeof ZAddQaFields>;
type Parsed = z.output<typeof ZAddQaFields>;

/** Q&A: a name and question/answer pairs (stored as "Q: ...\nA: ..." text). */
export function QaForm({
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
    resolver: zodResolver(ZAddQaFields),
    defaultValues: { name: "", pairs: [{ question: "", answer: "" }], tags: [] },
  });
  const pairs = useFieldArray({ control: form.control, name: "pairs" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onAdded(await (await loadTrpc()).knowledge.addQa.mutate({ region, agentId, ...values }));
    } catch (error) {
      setServerError(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.addFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add questions and answers">
      <FormField id="kb-qa-name" label="Name" error={errors.name?.message}>
        <Input
          id="kb-qa-name"
          autoFocus
          autoComplete="off"
          placeholder="Shipping FAQ"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("kb-qa-name", false, errors.name)}
          {...form.register("name")}
        />
      </FormField>
      <ol className="grid gap-3" aria-label="Questions and answers">
        {pairs.fields.map((pair, index) => {
          const pairErrors = errors.pairs?.[index];
          const q = `kb-qa-${index}-question`;
          const a = `kb-qa-${index}-answer`;
          return (
            <li
              key={pair.id}
              className="grid gap-2 rounded-lg border border-border bg-muted/30 p-3"
              data-testid="qa-pair"
            >
              <div className="flex items-center justify-between">
                <span className="text-xs font-medium text-muted-foreground">Pair {index + 1}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-muted-foreground"
                  disabled={pairs.fields.length === 1}
                  aria-label={`Remove pair ${index + 1}`}
                  onClick={() => pairs.remove(index)}
                >
                  <Icon node={Trash2} />
                </Button>
              </div>
              <Label htmlFor={q} className="sr-only">
                Question {index + 1}
              </Label>
              <Input
                id={q}
                placeholder="Question"
                aria-invalid={pairErrors?.question ? true : undefined}
                aria-describedby={pairErrors?.question ? `${q}-error` : undefined}
                {...form.register(`pairs.${index}.question`)}
              />
              <FieldError id={`${q}-error`}>{pairErrors?.question?.message}</FieldError>
              <Label htmlFor={a} className="sr-only">
                Answer {index + 1}
              </Label>
              <Textarea
                id={a}
                rows={3}
                placeholder="Answer"
                aria-invalid={pairErrors?.answer ? true : undefined}
                aria-describedby={pairErrors?.answer ? `${a}-error` : undefined}
                {...form.register(`pairs.${index}.answer`)}
              />
              <FieldError id={`${a}-error`}>{pairErrors?.answer?.message}</FieldError>
            </li>
          );
        })}
      </ol>
      <FieldError id="kb-qa-pairs-error">{errors.pairs?.message ?? errors.pairs?.root?.message}</FieldError>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pairs.fields.length >= KNOWLEDGE_QA_MAX_PAIRS}
          onClick={() => pairs.append({ question: "", answer: "" })}
        >
          <Icon node={Plus} />
          Add a question
        </Button>
      </div>
      <FormField id="kb-qa-tags" label="Tags" error={errors.tags?.message}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              id="kb-qa-tags"
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

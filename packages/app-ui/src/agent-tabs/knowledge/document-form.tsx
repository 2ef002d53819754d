"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Input } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  KNOWLEDGE_DOC_ACCEPT,
  KNOWLEDGE_MAX_DOC_BYTES,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_TAB_MESSAGES,
  ZAddDocFields,
  knowledgeDocExtension,
  type TKnowledgeSource,
  type TRegion,
} from "@parlo/validators";
import { FileUp } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { FormActions } from "./form-actions";
import { formatBytes } from "./knowledge-format";
import { TagsInput } from "./tags-input";
import { uploadKnowledgeFile } from "./upload-knowledge-file";

const ZFields = ZAddDocFields.pick({ name: true, tags: true });
type Values = z.input<typeof ZFields>;
type Parsed = z.output<typeof ZFields>;

/** Why a chosen file cannot be uploaded (type, size), checked again by the server. */
export function documentProblem(file: { name: string; size: number }): string | null {
  if (!knowledgeDocExtension(file.name)) return KNOWLEDGE_MESSAGES.unsupportedFile;
  if (file.size > KNOWLEDGE_MAX_DOC_BYTES) return KNOWLEDGE_MESSAGES.fileTooLarge;
  if (file.size === 0) return KNOWLEDGE_MESSAGES.emptyDocument;
  return null;
}

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, "");

/** Document: one PDF, DOCX, TXT, Markdown, CSV or HTML file (20 MB at most), uploaded with its progress. */
export function DocumentForm({
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ZFields),
    defaultValues: { name: "", tags: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const choose = (chosen: File | null) => {
    setServerError(null);
    setProgress(null);
    setFile(chosen);
    setFileError(chosen ? documentProblem(chosen) : null);
    if (chosen && !form.getValues("name")) form.setValue("name", withoutExtension(chosen.name).slice(0, 200));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (!file) {
      setFileError(KNOWLEDGE_TAB_MESSAGES.badUpload);
      return;
    }
    const problem = documentProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    abort.current = new AbortController();
    try {
      setProgress(0);
      const uploaded = await uploadKnowledgeFile({
        file,
        region,
        agentId,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      const source = await (
        await loadTrpc()
      ).knowledge.addDoc.mutate({
        region,
        agentId,
        ...values,
        contentURL: uploaded.url,
        mimeType: uploaded.mimeType,
        size: uploaded.size,
      });
      onAdded(source);
    } catch (error) {
      setProgress(null);
      setServerError(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.uploadFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Upload a document">
      <FormField
        id="kb-doc-file"
        label="File"
        help={`PDF, DOCX, TXT, Markdown, CSV or HTML · up to ${formatBytes(KNOWLEDGE_MAX_DOC_BYTES)}`}
        error={fileError ?? undefined}
      >
        <Input
          id="kb-doc-file"
          type="file"
          accept={KNOWLEDGE_DOC_ACCEPT}
          className="peer sr-only"
          disabled={isSubmitting}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy("kb-doc-file", true, fileError)}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor="kb-doc-file"
          className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-muted/30 px-4 py-6 text-center text-sm hover:bg-muted/60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-aria-invalid:border-destructive"
        >
          <Icon node={FileUp} className="size-6 text-muted-foreground" />
          {file ? (
            <span className="font-medium break-all">
              {file.name} <span className="font-normal text-muted-foreground">({formatBytes(file.size)})</span>
            </span>
          ) : (
            <span className="text-muted-foreground">Choose a file</span>
          )}
        </label>
      </FormField>
      {progress !== null ? (
        <div className="grid gap-1" data-testid="upload-progress">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{progress < 1 ? "Uploading…" : "Uploaded"}</span>
            <span className="tabular-nums">{Math.round(progress * 100)}%</span>
          </div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
        </div>
      ) : null}
      <FormField id="kb-doc-name" label="Name" error={errors.name?.message}>
        <Input
          id="kb-doc-name"
          autoComplete="off"
          placeholder="Price list 2026"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("kb-doc-name", false, errors.name)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="kb-doc-tags" label="Tags" error={errors.tags?.message}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              id="kb-doc-tags"
              value={field.value ?? []}
              onChange={field.onChange}
              invalid={Boolean(errors.tags)}
            />
          )}
        />
      </FormField>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <FormActions pending={isSubmitting} onCancel={onCancel} label="Upload" disabled={fileError !== null} />
    </form>
  );
}

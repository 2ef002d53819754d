"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Input } from "@parlo/ui";
import {
  CRAWL_LIMITS,
  CRAWL_MODES,
  KNOWLEDGE_TAB_MESSAGES,
  REFRESH_RATES,
  ZAddUrlFields,
  type TKnowledgeSource,
  type TRegion,
} from "@parlo/validators";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { FormActions } from "./form-actions";
import { SELECT_CLASSES } from "./form-field";
import { REFRESH_LABELS } from "./knowledge-labels";
import { TagsInput } from "./tags-input";

type Values = z.input<typeof ZAddUrlFields>;
type Parsed = z.output<typeof ZAddUrlFields>;

const MODE_OPTIONS = {
  page: { label: "One page", help: "Only this URL." },
  site: { label: "Whole site", help: "From the home page: its sitemap and links." },
  path: { label: "Under this path", help: "Pages whose address starts with this URL." },
} as const;

/** Website: a URL read as one page, a whole site or the pages under a path, with its limits and refresh rate. */
export function WebsiteForm({
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
    resolver: zodResolver(ZAddUrlFields),
    defaultValues: {
      url: "",
      mode: "page",
      maxDepth: CRAWL_LIMITS.defaultMaxDepth,
      maxPages: CRAWL_LIMITS.defaultMaxPages,
      refreshRate: "never",
      tags: [],
      name: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch("mode");

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onAdded(await (await loadTrpc()).knowledge.addUrl.mutate({ region, agentId, ...values }));
    } catch (error) {
      setServerError(callErrorMessage(error, KNOWLEDGE_TAB_MESSAGES.addFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Add a website">
      <FormField id="kb-url" label="URL" error={errors.url?.message}>
        <Input
          id="kb-url"
          type="url"
          inputMode="url"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.example.com/help"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy("kb-url", false, errors.url)}
          {...form.register("url")}
        />
      </FormField>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-1.5 text-sm font-medium">What to read</legend>
        {CRAWL_MODES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="radio" value={value} className="mt-0.5 accent-primary" {...form.register("mode")} />
            <span>
              <span className="font-medium">{MODE_OPTIONS[value].label}</span>
              <span className="block text-xs text-muted-foreground">{MODE_OPTIONS[value].help}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode !== "page" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="kb-depth"
            label="Link depth"
            help={`How many links away from the start (0-${CRAWL_LIMITS.maxDepth}).`}
            error={errors.maxDepth?.message}
          >
            <Input
              id="kb-depth"
              type="number"
              min={0}
              max={CRAWL_LIMITS.maxDepth}
              aria-invalid={errors.maxDepth ? true : undefined}
              aria-describedby={describedBy("kb-depth", true, errors.maxDepth)}
              {...form.register("maxDepth", { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            id="kb-pages"
            label="Most pages"
            help={`Stops after this many pages (1-${CRAWL_LIMITS.maxPages}).`}
            error={errors.maxPages?.message}
          >
            <Input
              id="kb-pages"
              type="number"
              min={1}
              max={CRAWL_LIMITS.maxPages}
              aria-invalid={errors.maxPages ? true : undefined}
              aria-describedby={describedBy("kb-pages", true, errors.maxPages)}
              {...form.register("maxPages", { valueAsNumber: true })}
            />
          </FormField>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="kb-rate"
          label="Refresh"
          help="Reads the pages again and re-indexes those that changed."
          error={errors.refreshRate?.message}
        >
          <select
            id="kb-rate"
            className={SELECT_CLASSES}
            aria-describedby={describedBy("kb-rate", true, errors.refreshRate)}
            {...form.register("refreshRate")}
          >
            {REFRESH_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {REFRESH_LABELS[rate]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="kb-url-name" label="Name (optional)" error={errors.name?.message}>
          <Input
            id="kb-url-name"
            autoComplete="off"
            placeholder="The site's address"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("kb-url-name", false, errors.name)}
            {...form.register("name")}
          />
        </FormField>
      </div>
      <FormField id="kb-url-tags" label="Tags" error={errors.tags?.message}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              id="kb-url-tags"
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

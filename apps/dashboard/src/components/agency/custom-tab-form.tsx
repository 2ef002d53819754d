"use client";

import { Button, Input, Textarea } from "@parlo/ui";
import { AGENCY_LIMITS, type TCustomTab } from "@parlo/validators";
import { useId } from "react";
import { ToggleSwitch } from "@/components/billing/toggle-switch";
import { fieldAria, FormField } from "@parlo/ui/form-field";
import { CustomTabIconField } from "./custom-tab-icon-field";
import { tabDisplayName } from "./tab-display-name";

export interface CustomTabFormProps {
  tab: TCustomTab;
  index: number;
  /** messages by field (the live checks, then the server's) */
  errors: Partial<Record<keyof TCustomTab, string>>;
  disabled?: boolean;
  onChange: (tab: TCustomTab) => void;
  onDone: () => void;
  onDelete: () => void;
}

const PAGE_TYPES: { value: TCustomTab["pageType"]; label: string; hint: string }[] = [
  { value: "html", label: "HTML", hint: "Your own HTML and JavaScript, run in a sandboxed frame." },
  { value: "iframe", label: "Embedded page", hint: "Another website's page (https) in a frame." },
];

/** The expanded editor of one custom tab. */
export function CustomTabForm({ tab, index, errors, disabled, onChange, onDone, onDelete }: CustomTabFormProps) {
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const set = <K extends keyof TCustomTab>(field: K, value: TCustomTab[K]) => onChange({ ...tab, [field]: value });
  const name = tabDisplayName(tab, index);
  const titleId = id("title");

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5 p-4 sm:p-5">
      <h3 id={titleId} className="text-sm font-semibold">
        Edit {tab.label.trim() ? `“${tab.label.trim()}”` : `tab ${index + 1}`}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("label")} label="Label" error={errors.label}>
          <Input
            id={id("label")}
            value={tab.label}
            maxLength={AGENCY_LIMITS.tabLabelMax}
            placeholder="e.g. Reports"
            disabled={disabled}
            data-autofocus
            {...fieldAria(id("label"), false, errors.label)}
            onChange={(event) => set("label", event.target.value)}
          />
        </FormField>
        <FormField id={id("href")} label="URL" help="Starts with a slash, e.g. /reports." error={errors.href}>
          <Input
            id={id("href")}
            value={tab.href}
            maxLength={AGENCY_LIMITS.tabHrefMax}
            placeholder="/reports"
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            className="font-mono"
            disabled={disabled}
            {...fieldAria(id("href"), true, errors.href)}
            onChange={(event) => set("href", event.target.value)}
          />
        </FormField>
      </div>

      <CustomTabIconField
        id={id("icon")}
        value={tab.iconUrl}
        error={errors.iconUrl}
        disabled={disabled}
        onChange={(url) => set("iconUrl", url)}
      />

      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm leading-none font-medium">Page type</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PAGE_TYPES.map((type) => (
            <label
              key={type.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name={id("pageType")}
                value={type.value}
                checked={tab.pageType === type.value}
                onChange={() => set("pageType", type.value)}
                className="mt-0.5 size-4 accent-primary outline-none"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{type.label}</span>
                <span className="text-xs text-muted-foreground">{type.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {tab.pageType === "html" ? (
        <div className="flex flex-col gap-4">
          <FormField id={id("html")} label="HTML content" error={errors.htmlContent}>
            <Textarea
              id={id("html")}
              rows={8}
              value={tab.htmlContent}
              maxLength={AGENCY_LIMITS.tabHtmlMax}
              spellCheck={false}
              placeholder="<h1>Monthly report</h1>"
              className="font-mono text-[13px]"
              disabled={disabled}
              {...fieldAria(id("html"), false, errors.htmlContent)}
              onChange={(event) => set("htmlContent", event.target.value)}
            />
          </FormField>
          <FormField
            id={id("js")}
            label="JavaScript content"
            help="Runs after the HTML, inside a sandboxed frame with its own origin: it cannot read the dashboard's cookies or pages."
            error={errors.jsContent}
          >
            <Textarea
              id={id("js")}
              rows={6}
              value={tab.jsContent}
              maxLength={AGENCY_LIMITS.tabJsMax}
              spellCheck={false}
              placeholder="// e.g. document.querySelector('h1').append(' (live)');"
              className="font-mono text-[13px]"
              disabled={disabled}
              {...fieldAria(id("js"), true, errors.jsContent)}
              onChange={(event) => set("jsContent", event.target.value)}
            />
          </FormField>
        </div>
      ) : (
        <FormField
          id={id("iframe")}
          label="Page URL"
          help="The https address of the page to show, e.g. https://reports.example.com/embed."
          error={errors.iframeUrl}
        >
          <Input
            id={id("iframe")}
            type="url"
            inputMode="url"
            value={tab.iframeUrl}
            maxLength={AGENCY_LIMITS.urlMax}
            placeholder="https://"
            spellCheck={false}
            autoCapitalize="none"
            disabled={disabled}
            {...fieldAria(id("iframe"), true, errors.iframeUrl)}
            onChange={(event) => set("iframeUrl", event.target.value)}
          />
        </FormField>
      )}

      <div className="flex flex-col gap-1.5">
        <ToggleSwitch
          id={id("alwaysVisible")}
          label="Always visible"
          checked={tab.alwaysVisible}
          disabled={disabled}
          describedBy={id("alwaysVisible-hint")}
          onChange={(checked) => set("alwaysVisible", checked)}
        />
        <p id={id("alwaysVisible-hint")} className="text-xs text-muted-foreground sm:pl-12">
          Every client sees this tab, whatever pages their access allows.
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button size="sm" onClick={onDone} aria-label={`Done editing ${name}`} data-action="done">
          Done
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive"
          disabled={disabled}
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </section>
  );
}

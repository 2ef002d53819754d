"use client";

import { Button, FieldError, Input, Label, Textarea, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Plus, X } from "lucide";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { getPath, isRecord } from "./form-values";
import { ImageSettingControl } from "./image-setting-control";
import { SECRET_PLACEHOLDER, type SettingsField, type SettingsFormValues } from "./settings-fields";

export interface FieldControlProps {
  field: SettingsField;
  form: UseFormReturn<SettingsFormValues>;
  /** secrets that hold a stored value */
  secretsSet: ReadonlySet<string>;
  /** values shown by read-only fields */
  readonlyValues: Readonly<Record<string, string | undefined>>;
}

function fieldId(name: string): string {
  return `setting-${name.replace(/\./g, "-")}`;
}

function messageOf(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    // a list: the first item's message, numbered
    for (const [index, item] of value.entries()) {
      const message = messageOf(item);
      if (message) return `${index + 1}: ${message}`;
    }
  }
  if (!isRecord(value)) return undefined;
  return typeof value.message === "string" ? value.message : undefined;
}

function errorOf(errors: FieldErrors<SettingsFormValues>, name: string): string | undefined {
  return messageOf(getPath(errors, name));
}

const toNumber = (value: unknown): number | undefined => {
  if (value === "" || value === null || value === undefined) return undefined;
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isNaN(parsed) ? undefined : parsed;
};

const emptyToUndefined = (value: unknown): unknown => (value === "" ? undefined : value);

/** One labelled settings field with its help text and the schema's message under it. */
export function SettingsFieldControl({ field, form, secretsSet, readonlyValues }: FieldControlProps) {
  const id = fieldId(field.name);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const error = errorOf(form.formState.errors, field.name);
  const describedBy = error ? `${helpId} ${errorId}` : helpId;
  const invalid = error ? true : undefined;

  if (field.kind === "switch") {
    return (
      <div className="flex items-start justify-between gap-4 py-1 sm:col-span-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={id}>{field.label}</Label>
          <p id={helpId} className="text-[13px] text-muted-foreground">
            {field.help}
          </p>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={helpId}
          className={cn(
            "relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/30 transition-colors",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            "checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60",
            "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow-sm before:transition-transform",
            "checked:before:translate-x-4",
          )}
          {...form.register(field.name)}
        />
      </div>
    );
  }

  const label = (
    <Label htmlFor={id}>
      {field.label}
      {field.kind === "secret" && secretsSet.has(field.name) ? (
        <span className="ml-2 text-xs font-normal text-muted-foreground">(saved)</span>
      ) : null}
    </Label>
  );
  const help = (
    <p id={helpId} className="text-[13px] text-muted-foreground">
      {field.help}
    </p>
  );
  const wide = field.kind === "textarea" || field.kind === "list";

  let control;
  switch (field.kind) {
    case "text":
      control = (
        <Input
          id={id}
          type={field.inputType ?? "text"}
          placeholder={field.placeholder}
          autoComplete="off"
          spellCheck={field.mono ? false : undefined}
          className={cn(field.mono && "font-mono")}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...form.register(field.name, field.emptyIsUnset ? { setValueAs: emptyToUndefined } : {})}
        />
      );
      break;
    case "image":
      control = (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: rhf }) => (
            <ImageSettingControl
              id={id}
              label={field.label}
              value={typeof rhf.value === "string" ? rhf.value : ""}
              onChange={rhf.onChange}
              onBlur={rhf.onBlur}
              invalid={invalid}
              describedBy={describedBy}
            />
          )}
        />
      );
      break;
    case "textarea":
      control = (
        <Textarea
          id={id}
          rows={field.rows}
          placeholder={field.placeholder}
          className={cn(field.mono && "font-mono text-[13px]")}
          spellCheck={field.mono ? false : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...form.register(field.name)}
        />
      );
      break;
    case "number":
      control = (
        <div className="relative">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step={field.step ?? 1}
            placeholder={field.placeholder ?? "Not set"}
            className={cn(field.unit && "pr-16")}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...form.register(field.name, { setValueAs: toNumber })}
          />
          {field.unit ? (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground">
              {field.unit}
            </span>
          ) : null}
        </div>
      );
      break;
    case "select": {
      const storedOption = getPath(form.formState.defaultValues, field.name);
      control = (
        <select
          id={id}
          className={cn(
            "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs outline-none",
            "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive",
          )}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...form.register(field.name, { setValueAs: emptyToUndefined })}
        >
          {storedOption === undefined ? <option value="">Default</option> : null}
          {typeof storedOption === "string" && !field.options.some((option) => option.value === storedOption) ? (
            // a value saved outside the list (an older agent, the API) stays as it is
            <option value={storedOption}>{storedOption}</option>
          ) : null}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "secret":
      control = (
        <Input
          id={id}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={secretsSet.has(field.name) ? SECRET_PLACEHOLDER : (field.placeholder ?? "Not set")}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...form.register(field.name)}
        />
      );
      break;
    case "list":
      control = (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: rhf }) => {
            const items = Array.isArray(rhf.value)
              ? rhf.value.map((item) => (typeof item === "string" ? item : ""))
              : [];
            const update = (next: string[]) => rhf.onChange(next);
            return (
              <div
                className="flex flex-col gap-2"
                role="group"
                aria-labelledby={`${id}-label`}
                aria-describedby={describedBy}
              >
                {items.map((item, index) => (
                  <div key={index} className="flex items-center gap-2">
                    <Input
                      id={index === 0 ? id : `${id}-${index}`}
                      aria-label={`${field.label} ${index + 1}`}
                      value={item}
                      placeholder={field.placeholder}
                      onBlur={rhf.onBlur}
                      onChange={(event) => update(items.map((old, i) => (i === index ? event.target.value : old)))}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      aria-label={`Remove ${field.label.toLowerCase()} ${index + 1}`}
                      onClick={() => update(items.filter((_, i) => i !== index))}
                    >
                      <Icon node={X} />
                    </Button>
                  </div>
                ))}
                {items.length < field.max ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="self-start"
                    onClick={() => update([...items, ""])}
                  >
                    <Icon node={Plus} />
                    Add message
                  </Button>
                ) : null}
              </div>
            );
          }}
        />
      );
      break;
    case "readonly": {
      const raw = readonlyValues[field.name];
      const shown = raw === undefined ? "Not set" : (field.display?.[raw] ?? raw);
      return (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm leading-none font-medium" id={`${id}-label`}>
            {field.label}
          </span>
          <p
            className="flex h-10 items-center rounded-md border border-dashed border-border bg-muted/50 px-3 text-sm"
            aria-labelledby={`${id}-label`}
            aria-describedby={helpId}
          >
            {shown}
          </p>
          {help}
        </div>
      );
    }
  }

  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", wide && "sm:col-span-2")}>
      {field.kind === "list" ? (
        <span id={`${id}-label`} className="text-sm leading-none font-medium">
          {field.label}
        </span>
      ) : (
        label
      )}
      {control}
      {help}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

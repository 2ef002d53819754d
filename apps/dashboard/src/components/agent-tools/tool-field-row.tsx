"use client";

import { Button, FieldError, Input, Label, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { TOOL_FIELD_LOCATIONS, TOOL_FIELD_TYPES } from "@parlo/validators";
import { X } from "lucide";
import type { UseFormReturn } from "react-hook-form";
import type { ToolFormValues } from "./tool-values";

const selectClasses = cn(
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2.5 text-sm text-foreground shadow-xs outline-none",
  "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25",
);

const LOCATION_LABELS: Record<(typeof TOOL_FIELD_LOCATIONS)[number], string> = {
  query: "Query",
  body: "Body",
  header: "Header",
};

/** One parameter of a tool: where it goes, its key and type, a default, a description, required. */
export function ToolFieldRow({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<ToolFormValues>;
  index: number;
  onRemove: () => void;
}) {
  const id = `tool-field-${index}`;
  const keyError = form.formState.errors.fields?.[index]?.key?.message;
  const descriptionError = form.formState.errors.fields?.[index]?.description?.message;
  const defaultError = form.formState.errors.fields?.[index]?.defaultValue?.message;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-border bg-background/60 p-3"
      aria-label={`Field ${index + 1}`}
      data-testid="tool-field-row"
    >
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[6.5rem_minmax(0,1fr)_6.5rem_auto]">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-in`} className="text-xs text-muted-foreground">
            <span className="sr-only">Field {index + 1} </span>
            In
          </Label>
          <select id={`${id}-in`} className={selectClasses} {...form.register(`fields.${index}.in`)}>
            {TOOL_FIELD_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {LOCATION_LABELS[location]}
              </option>
            ))}
          </select>
        </div>
        <div className="order-first col-span-3 flex flex-col gap-1 sm:order-none sm:col-span-1">
          <Label htmlFor={`${id}-key`} className="text-xs text-muted-foreground">
            <span className="sr-only">Field {index + 1} </span>
            Key
          </Label>
          <Input
            id={`${id}-key`}
            className="h-9 font-mono text-[13px]"
            placeholder="orderId"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={keyError ? true : undefined}
            aria-describedby={keyError ? `${id}-key-error` : undefined}
            {...form.register(`fields.${index}.key`)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-type`} className="text-xs text-muted-foreground">
            <span className="sr-only">Field {index + 1} </span>
            Type
          </Label>
          <select id={`${id}-type`} className={selectClasses} {...form.register(`fields.${index}.type`)}>
            {TOOL_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          aria-label={`Remove field ${index + 1}`}
          onClick={onRemove}
        >
          <Icon node={X} />
        </Button>
      </div>
      <FieldError id={`${id}-key-error`} className="-mt-1">
        {keyError}
      </FieldError>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-default`} className="text-xs text-muted-foreground">
            <span className="sr-only">Field {index + 1} </span>
            Default value
          </Label>
          <Input
            id={`${id}-default`}
            className="h-9"
            placeholder="Optional"
            autoComplete="off"
            aria-invalid={defaultError ? true : undefined}
            {...form.register(`fields.${index}.defaultValue`)}
          />
          <FieldError id={`${id}-default-error`}>{defaultError}</FieldError>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-description`} className="text-xs text-muted-foreground">
            <span className="sr-only">Field {index + 1} </span>
            Description
          </Label>
          <Input
            id={`${id}-description`}
            className="h-9"
            placeholder="What the agent should put here"
            autoComplete="off"
            aria-invalid={descriptionError ? true : undefined}
            {...form.register(`fields.${index}.description`)}
          />
          <FieldError id={`${id}-description-error`}>{descriptionError}</FieldError>
        </div>
      </div>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-[13px]">
        <input
          type="checkbox"
          className="size-4 rounded border-input accent-primary"
          {...form.register(`fields.${index}.required`)}
        />
        <span className="sr-only">Field {index + 1} </span>
        Required
      </label>
    </li>
  );
}

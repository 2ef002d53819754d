"use client";

import { Button, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import {
  LEAD_FIELD_TYPE_LABELS,
  LEAD_FIELD_TYPES,
  LEAD_MAX_FIELDS,
  LEAD_TRIGGER_LABELS,
  LEAD_TRIGGERS,
  type TAgentNode,
} from "@parlo/validators";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { newFieldKey } from "./lead-field-key";

type Form = { nodes: TAgentNode[] };

const SELECT = "h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground";

/**
 * A lead form step: the form's title, when the chat shows it, and its fields (label, key, type,
 * required), which can be added, removed and reordered. The key names the answer in exports.
 */
export function LeadStepEditor({
  index,
  control,
  register,
  errors,
  idPrefix,
  takenKeys,
}: {
  index: number;
  control: Control<Form>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<TAgentNode> | undefined;
  idPrefix: string;
  /** the keys the form's fields have now */
  takenKeys: () => string[];
}) {
  const { fields, append, remove, swap } = useFieldArray({
    control,
    name: `nodes.${index}.leadForm.fields`,
    keyName: "rowKey",
  });
  const formErrors = errors?.leadForm;
  const listError = formErrors?.fields?.root?.message ?? formErrors?.fields?.message ?? formErrors?.message;

  return (
    <div className="mt-3 flex flex-col gap-3" data-testid="lead-step-editor">
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-lead-title`}>Form title</Label>
          <Input
            id={`${idPrefix}-lead-title`}
            aria-invalid={formErrors?.title ? true : undefined}
            {...register(`nodes.${index}.leadForm.title`)}
          />
          {formErrors?.title ? <p className="text-sm text-destructive">{formErrors.title.message}</p> : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-lead-trigger`}>Show the form</Label>
          <select id={`${idPrefix}-lead-trigger`} className={SELECT} {...register(`nodes.${index}.leadForm.trigger`)}>
            {LEAD_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {LEAD_TRIGGER_LABELS[trigger]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Fields</legend>
        <ul className="flex flex-col gap-2">
          {fields.map((field, i) => {
            const fieldErrors = formErrors?.fields?.[i];
            const base = `${idPrefix}-lead-field-${field.rowKey}`;
            return (
              <li
                key={field.rowKey}
                className="grid grid-cols-2 items-start gap-2 rounded-lg border border-border bg-background p-2 sm:grid-cols-[1fr_9rem_8rem_auto_auto]"
                data-testid="lead-field"
              >
                <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
                  <Label htmlFor={`${base}-label`} className="sr-only">
                    Field {i + 1} label
                  </Label>
                  <Input
                    id={`${base}-label`}
                    placeholder="Label shown to visitors"
                    aria-invalid={fieldErrors?.label ? true : undefined}
                    {...register(`nodes.${index}.leadForm.fields.${i}.label`)}
                  />
                  {fieldErrors?.label ? <p className="text-xs text-destructive">{fieldErrors.label.message}</p> : null}
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`${base}-key`} className="sr-only">
                    Field {i + 1} key
                  </Label>
                  <Input
                    id={`${base}-key`}
                    className="font-mono text-[13px]"
                    placeholder="key"
                    title="The answer's name in exports"
                    aria-invalid={fieldErrors?.key ? true : undefined}
                    {...register(`nodes.${index}.leadForm.fields.${i}.key`)}
                  />
                  {fieldErrors?.key ? <p className="text-xs text-destructive">{fieldErrors.key.message}</p> : null}
                </div>
                <div>
                  <Label htmlFor={`${base}-type`} className="sr-only">
                    Field {i + 1} type
                  </Label>
                  <select
                    id={`${base}-type`}
                    className={`${SELECT} w-full`}
                    {...register(`nodes.${index}.leadForm.fields.${i}.type`)}
                  >
                    {LEAD_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {LEAD_FIELD_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <label className="flex h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    {...register(`nodes.${index}.leadForm.fields.${i}.required`)}
                  />
                  Required
                </label>
                <div className="flex h-10 items-center justify-end gap-0.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move field ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => swap(i, i - 1)}
                  >
                    <Icon node={ArrowUp} />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Move field ${i + 1} down`}
                    disabled={i >= fields.length - 1}
                    onClick={() => swap(i, i + 1)}
                  >
                    <Icon node={ArrowDown} />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive hover:text-destructive"
                    aria-label={`Remove field ${i + 1}`}
                    disabled={fields.length <= 1}
                    onClick={() => remove(i)}
                  >
                    <Icon node={Trash2} />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= LEAD_MAX_FIELDS}
            onClick={() =>
              append({
                key: newFieldKey(takenKeys()),
                label: "Question",
                type: "text",
                required: false,
              })
            }
          >
            <Icon node={Plus} className="size-4" />
            Add field
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

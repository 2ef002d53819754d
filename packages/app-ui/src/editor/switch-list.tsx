"use client";

import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { SwitchRow } from "./switch-row";

/** One on/off setting of an editor form. */
export interface SwitchSpec<TName extends string> {
  /** the boolean field */
  name: TName;
  id: string;
  label: string;
  help: string;
  /** on while the field is false (e.g. "Enable human handoff" over `disableHandoff`) */
  inverted?: boolean;
  /** shown as it is, not changeable here */
  locked?: boolean;
}

/** A form's switches, one under the other, in the order given. */
export function SwitchList<T extends FieldValues, TOut>({
  form,
  switches,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  switches: readonly SwitchSpec<Path<T>>[];
}) {
  return (
    <div className="flex flex-col gap-2">
      {switches.map((spec) => (
        <FormSwitch key={spec.id} form={form} spec={spec} />
      ))}
    </div>
  );
}

function FormSwitch<T extends FieldValues, TOut>({
  form,
  spec: { name, inverted, locked, ...row },
}: {
  form: UseFormReturn<T, unknown, TOut>;
  spec: SwitchSpec<Path<T>>;
}) {
  if (!inverted && !locked) return <SwitchRow {...row} {...form.register(name)} />;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) =>
        locked ? (
          <SwitchRow {...row} checked={field.value === !inverted} disabled readOnly />
        ) : (
          <SwitchRow
            {...row}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            checked={!field.value}
            onChange={(event) => field.onChange(!event.target.checked)}
          />
        )
      }
    />
  );
}

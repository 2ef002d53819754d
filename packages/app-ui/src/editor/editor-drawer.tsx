"use client";

import { Alert, Button, cn, Input } from "@parlo/ui";
import { Drawer } from "@parlo/ui/drawer";
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { fieldAria, FormField, type FormFieldProps } from "@parlo/ui/form-field";

/** An editor's form: checked on submit with its schema's resolver, then again on each change. */
export function useEditorForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  initial: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/**
 * The organization and client editors' side sheet: the form's sections scroll, the footer stays
 * (the server's refusal, the extra actions, Cancel and the submit button). A click beside the
 * sheet does not close it while the form holds changes, nor does anything while it saves.
 */
export function EditorDrawer({
  noun,
  editing,
  description,
  testId,
  state,
  error,
  errorTitle,
  actions,
  lockedMessage = null,
  onSubmit,
  onClose,
  children,
}: {
  /** what is edited: the title reads "New {noun}" or "Edit {noun}", the button "Create {noun}" or "Save {noun}" */
  noun: string;
  /** an edit (not a new one): saving needs a change */
  editing: boolean;
  description: ReactNode;
  testId: string;
  /** the form's state: saving, and whether it holds changes */
  state: { isSubmitting: boolean; isDirty: boolean };
  /** the server's refusal, shown above the buttons */
  error: string | null;
  errorTitle?: string;
  /** buttons at the start of the footer */
  actions?: ReactNode;
  /** why the viewer may not change it: the fields are shown disabled under this message, with no save */
  lockedMessage?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const title = editing ? `Edit ${noun}` : `New ${noun}`;
  const saving = state.isSubmitting;
  return (
    <Drawer
      title={title}
      description={description}
      onClose={onClose}
      busy={saving}
      closeOnOutsideClick={!state.isDirty}
      className="sm:max-w-2xl"
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        aria-label={title}
        data-testid={testId}
      >
        <div className="flex-1 space-y-8 overflow-y-auto px-4 py-5 sm:px-6">
          {lockedMessage ? (
            <>
              <Alert variant="info">{lockedMessage}</Alert>
              <fieldset disabled className="min-w-0 space-y-8">
                {children}
              </fieldset>
            </>
          ) : (
            children
          )}
        </div>
        <div className="flex shrink-0 flex-col gap-3 border-t border-border px-4 py-3 sm:px-6">
          {error ? (
            <Alert variant="error" title={errorTitle}>
              {error}
            </Alert>
          ) : null}
          <div className={cn("flex flex-wrap items-center gap-2", actions ? "justify-between" : "justify-end")}>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
            <div className="flex gap-2">
              <Button variant="ghost" onClick={onClose} disabled={saving}>
                {lockedMessage ? "Close" : "Cancel"}
              </Button>
              {lockedMessage ? null : (
                <Button type="submit" loading={saving} disabled={editing && !state.isDirty}>
                  {editing ? `Save ${noun}` : `Create ${noun}`}
                </Button>
              )}
            </div>
          </div>
        </div>
      </form>
    </Drawer>
  );
}

/** A titled part of an editor drawer. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {title}
        </h3>
        {description ? <p className="text-[13px] text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A labelled field of an editor drawer (its help line in the drawers' 13px). */
export function DrawerField(props: FormFieldProps) {
  return <FormField helpClassName="text-[13px]" {...props} />;
}

/** The editor's Name field, focused when the drawer opens; takes `register("name")`. */
export function NameField({
  id,
  error,
  ...input
}: { id: string; error: string | undefined } & ComponentProps<"input">) {
  return (
    <DrawerField id={id} label="Name" error={error}>
      <Input id={id} autoFocus autoComplete="off" {...fieldAria(id, false, error)} {...input} />
    </DrawerField>
  );
}

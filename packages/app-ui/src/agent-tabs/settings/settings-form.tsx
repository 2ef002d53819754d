"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Card, CardContent, CardDescription, CardHeader } from "@parlo/ui";
import {
  AGENT_EDIT_MESSAGES,
  SETTINGS_SUB_TABS,
  ZAgentSettingsUpdate,
  describeSettingsError,
  type TRegion,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import { clearedPaths, dirtyPayload, secretsIn, splitFieldError } from "./dirty-payload";
import { sectionSchema, withEveryField } from "./form-values";
import { SaveBar } from "./save-bar";
import { SettingsFieldControl } from "./settings-field-control";
import {
  SECRET_FIELDS,
  formSection,
  sectionFields,
  type SettingsFormKey,
  type SettingsFormValues,
} from "./settings-fields";
import { useLeaveGuard } from "@parlo/ui/use-leave-guard";
import { announceAgentSaved } from "../../agent-saved";

export interface SettingsFormProps {
  region: TRegion;
  agentId: string;
  section: SettingsFormKey;
  /** the section's values from the stored draft (sectionDefaults) */
  defaults: SettingsFormValues;
  /** the secret fields that hold a stored value */
  secretsSet: readonly string[];
  /** values shown by read-only fields, e.g. agentPlatform */
  readonlyValues: Readonly<Record<string, string | undefined>>;
}

const SAVE_FAILED = "Failed to save agent";
const CLEARED_MESSAGE = "Enter a value: a saved value cannot be removed, only changed.";

/**
 * One Settings section: its fields in groups, checked with the settings schema as you type after a
 * first submit, and saved as a partial update of only the changed fields.
 */
export function SettingsForm({ region, agentId, section, defaults, secretsSet, readonlyValues }: SettingsFormProps) {
  const router = useRouter();
  const toast = useToast();
  const definition = formSection(section);
  const schema = useMemo(() => sectionSchema(definition), [definition]);
  const fields = useMemo(() => sectionFields(definition), [definition]);
  const secretPaths = useMemo(() => {
    const names = new Set<string>(fields.map((field) => field.name));
    return new Set<string>(SECRET_FIELDS.filter((name) => names.has(name)));
  }, [fields]);
  const startValues = useMemo(() => withEveryField(definition, defaults), [definition, defaults]);
  const [savedSecrets, setSavedSecrets] = useState<ReadonlySet<string>>(() => new Set(secretsSet));
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: startValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { isDirty, isSubmitting } = form.formState;
  useLeaveGuard(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const cleared = clearedPaths(values, form.formState.dirtyFields);
    for (const path of cleared) {
      const field = fields.find((item) => item.name === path);
      if (field) form.setError(field.name, { type: "cleared", message: CLEARED_MESSAGE }, { shouldFocus: true });
    }
    if (cleared.length > 0) return;
    const payload = dirtyPayload(values, form.formState.dirtyFields, secretPaths);
    const parsed = ZAgentSettingsUpdate.safeParse(payload);
    if (!parsed.success) {
      setServerError(describeSettingsError(parsed.error));
      return;
    }
    if (Object.keys(parsed.data).length > 0) {
      try {
        await (await loadTrpc()).agent.update.mutate({ region, agentId, settings: parsed.data });
      } catch (error) {
        const message = callErrorMessage(error, SAVE_FAILED);
        setServerError(message);
        const named = splitFieldError(message);
        const field = named ? fields.find((item) => item.name === named.path) : undefined;
        if (named && field) form.setError(field.name, { type: "server", message: named.message });
        toast(SAVE_FAILED, "error", 4000);
        return;
      }
    }
    const stored = secretsIn(payload, secretPaths);
    if (stored.length > 0) setSavedSecrets((current) => new Set([...current, ...stored]));
    // the saved values become the new starting point; secrets never stay in the form
    form.reset(values);
    for (const name of SECRET_FIELDS) if (secretPaths.has(name)) form.resetField(name, { defaultValue: "" });
    toast(AGENT_EDIT_MESSAGES.saved, "success");
    router.refresh();
    announceAgentSaved();
  });

  const discard = () => {
    setServerError(null);
    form.reset();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 [&_:is(input,textarea,select)]:scroll-mb-32"
      aria-label={`${labelOf(section)} settings`}
    >
      {definition.groups.map((group) => (
        <Card key={group.title}>
          <CardHeader className="gap-1 pb-4">
            <h4 className="text-base leading-tight font-semibold tracking-tight">{group.title}</h4>
            {group.description ? <CardDescription>{group.description}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-6 sm:grid-cols-2">
            {group.fields.map((field) => (
              <SettingsFieldControl
                key={field.name}
                field={field}
                form={form}
                secretsSet={savedSecrets}
                readonlyValues={readonlyValues}
              />
            ))}
          </CardContent>
        </Card>
      ))}
      {isDirty || isSubmitting ? <SaveBar saving={isSubmitting} error={serverError} onDiscard={discard} /> : null}
    </form>
  );
}

function labelOf(section: SettingsFormKey): string {
  if (section === "prompt") return "Prompt";
  return SETTINGS_SUB_TABS.find((item) => item.key === section)?.label ?? section;
}

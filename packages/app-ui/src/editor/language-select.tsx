import { cn } from "@parlo/ui";
import { fieldClasses } from "@parlo/ui/input";
import type { ComponentProps } from "react";
import { LANGUAGE_OPTIONS } from "@parlo/app-ui/language-options";
import { fieldAria } from "@parlo/ui/form-field";
import { DrawerField } from "./editor-drawer";

export const SELECT_CLASSES = cn(fieldClasses, "h-10 py-2");

/** The languages of the agent settings' pickers; a saved code outside the list stays offered as it is. */
export function LanguageSelect({ saved, className, ...props }: { saved: string } & ComponentProps<"select">) {
  const known = LANGUAGE_OPTIONS.some((option) => option.value === saved);
  return (
    <select className={cn(SELECT_CLASSES, className)} {...props}>
      {saved && !known ? <option value={saved}>{saved}</option> : null}
      {LANGUAGE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** An editor's Language field; takes `register("preferredLanguage")`. */
export function LanguageField({
  id,
  help,
  error,
  ...select
}: { id: string; help?: string; error: string | undefined; saved: string } & ComponentProps<"select">) {
  return (
    <DrawerField id={id} label="Language" help={help} error={error}>
      <LanguageSelect id={id} {...fieldAria(id, help, error)} {...select} />
    </DrawerField>
  );
}

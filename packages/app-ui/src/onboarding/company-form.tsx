"use client";

import { Button, FieldError, Input, Label, Textarea } from "@parlo/ui";
import {
  validateCompany,
  type TCompanyErrors,
  type TCompanyFields,
  type TCompanyRequirements,
} from "@parlo/validators";
import { useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";

const EMPTY: TCompanyFields = { name: "", website: "", description: "" };

const ALL_REQUIRED: TCompanyRequirements = { name: true, website: true, description: true };

/**
 * 'Tell us about your company' (the owner's onboarding and the agency's client onboarding): name,
 * website (a full URL or a bare domain) and what the company does; Next checks the rules (a field
 * that is not required may stay empty) and editing a field clears its error.
 */
export function CompanyForm({
  initial,
  onNext,
  onBack,
  skip,
  required = ALL_REQUIRED,
  nextLabel = "Next",
}: {
  initial: TCompanyFields | null;
  onNext: (company: TCompanyFields) => void;
  onBack: (() => void) | null;
  skip: ReactNode;
  required?: TCompanyRequirements;
  nextLabel?: string;
}) {
  const [values, setValues] = useState<TCompanyFields>(initial ?? EMPTY);
  const [errors, setErrors] = useState<TCompanyErrors>({});
  const hydrated = useHydrated();

  const field = (key: keyof TCompanyFields) => ({
    id: `onboarding-${key}`,
    value: values[key],
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `onboarding-${key}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompany(values, required);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onNext({ name: values.name.trim(), website: values.website.trim(), description: values.description.trim() });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Tell us about your company">
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-name">Company Name{required.name ? null : <Optional />}</Label>
        <Input {...field("name")} placeholder="Acme Inc." maxLength={120} autoFocus autoComplete="organization" />
        <FieldError id="onboarding-name-error">{errors.name}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-website">Company Website{required.website ? null : <Optional />}</Label>
        <Input {...field("website")} placeholder="acme.com" maxLength={300} inputMode="url" autoComplete="url" />
        <FieldError id="onboarding-website-error">{errors.website}</FieldError>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-description">
          What does your company do?{required.description ? null : <Optional />}
        </Label>
        <Textarea
          {...field("description")}
          rows={5}
          maxLength={2000}
          placeholder="We roast speciality coffee and sell beans, subscriptions and brewing gear online…"
          className="max-h-40 min-h-24"
        />
        <FieldError id="onboarding-description-error">{errors.description}</FieldError>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {skip}
        <div className="flex gap-2 sm:justify-end">
          {onBack ? (
            <Button type="button" variant="outline" onClick={onBack}>
              Back
            </Button>
          ) : null}
          <Button type="submit" className="flex-1 sm:flex-none" disabled={!hydrated}>
            {nextLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Optional() {
  return <span className="ml-1 font-normal text-muted-foreground">(optional)</span>;
}

"use client";

import { Button, FieldError, Input, Label, Textarea } from "@parlo/ui";
import { useState, type FormEvent } from "react";
import {
  cleanCompany,
  EMPTY_COMPANY,
  hasErrors,
  validateCompany,
  type CompanyErrors,
  type CompanyInfo,
} from "./company-info";

const FIELDS = {
  name: { label: "Company Name", placeholder: "Acme Inc." },
  website: { label: "Company Website", placeholder: "acme.com or https://acme.com" },
  description: {
    label: "What does your company do?",
    placeholder: "We sell handmade furniture online and ship across Europe…",
  },
} as const;

/** Step 1: the company's name, website and what it does; Next only once every field is valid. */
export function CompanyStep({
  initial,
  onNext,
}: {
  initial: CompanyInfo | null;
  onNext: (company: CompanyInfo) => void;
}) {
  const [values, setValues] = useState<CompanyInfo>(initial ?? EMPTY_COMPANY);
  const [errors, setErrors] = useState<CompanyErrors>({});

  const field = (key: keyof CompanyInfo) => ({
    id: `company-${key}`,
    value: values[key],
    placeholder: FIELDS[key].placeholder,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `company-${key}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompany(values);
    setErrors(found);
    if (!hasErrors(found)) onNext(cleanCompany(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-4 py-5 sm:px-6">
        <div>
          <h3 className="text-base font-semibold">Tell us about your company</h3>
          <p className="text-sm text-muted-foreground">We use it to write your agent&apos;s instructions.</p>
        </div>
        {(["name", "website"] as const).map((key) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`company-${key}`}>{FIELDS[key].label}</Label>
            <Input {...field(key)} maxLength={key === "name" ? 80 : 300} autoFocus={key === "name"} />
            <FieldError id={`company-${key}-error`}>{errors[key]}</FieldError>
          </div>
        ))}
        <div className="space-y-1.5">
          <Label htmlFor="company-description">{FIELDS.description.label}</Label>
          <Textarea {...field("description")} rows={5} maxLength={1000} />
          <FieldError id="company-description-error">{errors.description}</FieldError>
        </div>
      </div>
      <div className="flex shrink-0 justify-end gap-2 border-t border-border px-4 py-3 sm:px-6">
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}

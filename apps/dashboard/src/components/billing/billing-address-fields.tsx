"use client";

import { Input, Label } from "@parlo/ui";
import { useId } from "react";
import { CountrySelect } from "./billing-country-select";
import type { AddressDraft } from "./payment-form";

type Key = Exclude<keyof AddressDraft, "country">;

const FIELDS: Array<{ key: Key; label: string; autoComplete: string; wide?: boolean; optional?: boolean }> = [
  { key: "name", label: "Full name", autoComplete: "name", wide: true },
  { key: "line1", label: "Address line 1", autoComplete: "address-line1", wide: true },
  { key: "line2", label: "Address line 2", autoComplete: "address-line2", wide: true, optional: true },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State / County", autoComplete: "address-level1", optional: true },
  { key: "postal_code", label: "Postal code", autoComplete: "postal-code" },
];

/** The billing address block: name, lines 1 and 2, city, state, postal code and country, with autocomplete. */
export function BillingAddressFields({
  address,
  disabled,
  onChange,
}: {
  address: AddressDraft;
  disabled?: boolean;
  onChange: (address: AddressDraft) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Billing address</legend>
      {FIELDS.map((field) => (
        <div key={field.key} className={field.wide ? "space-y-2 sm:col-span-2" : "space-y-2"}>
          <Label htmlFor={`${id}-${field.key}`}>
            {field.label}
            {field.optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
          </Label>
          <Input
            id={`${id}-${field.key}`}
            autoComplete={field.autoComplete}
            required={!field.optional}
            value={address[field.key]}
            onChange={(event) => onChange({ ...address, [field.key]: event.target.value })}
          />
        </div>
      ))}
      <CountrySelect
        id={`${id}-country`}
        label="Country"
        autoComplete="country"
        required
        value={address.country}
        onChange={(event) => onChange({ ...address, country: event.target.value })}
      />
    </fieldset>
  );
}

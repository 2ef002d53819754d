"use client";

import { Input, Textarea } from "@parlo/ui";
import { AGENCY_LIMITS, INHERIT_FONT } from "@parlo/validators";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { AgencyImageField } from "./agency-image-field";
import type { AgencyForm } from "./agency-form-types";
import { ChoiceGroup } from "@parlo/app-ui/choice-group";
import { SettingsCard } from "./settings-card";
import { USAGE_CHOICES, VARIANT_CHOICES } from "./theme-choices";

/** A few popular Google fonts offered while typing (any Google font name is accepted). */
const POPULAR_FONTS = [
  "Rubik",
  "Inter",
  "Roboto",
  "Open Sans",
  "Lato",
  "Montserrat",
  "Poppins",
  "Nunito",
  "Raleway",
  "Work Sans",
  "DM Sans",
  "Playfair Display",
  "Merriweather",
  "Lobster",
  INHERIT_FONT,
];

/** Overview: the brand (name, branding text, logos, favicon, font, look) and the agency's contact and legal pages. */
export function OverviewTab({ form, adminAccess }: { form: AgencyForm; adminAccess: ReactNode }) {
  const { errors } = form.formState;
  const text = (
    name: "name" | "mainWebsite" | "supportEmail" | "tosPage" | "privacyPolicypPage",
    label: string,
    options: { help?: string; type?: string; placeholder: string; autoComplete?: string },
  ) => {
    const id = `agency-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} help={options.help} error={error}>
        <Input
          id={id}
          type={options.type ?? "text"}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? "off"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(options.help), error)}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  const image = (
    name: "squarePhotoURL" | "darkModeSquarePhotourl" | "faviconURL",
    label: string,
    hint: string,
    purpose: "agency-logo" | "agency-favicon",
    darkBackdrop = false,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AgencyImageField
          id={`agency-${name}`}
          label={label}
          hint={hint}
          purpose={purpose}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          darkBackdrop={darkBackdrop}
        />
      )}
    />
  );
  const fontError = errors.googleFont?.message;
  const brandingError = errors.brandingText?.message;
  const addressError = errors.address?.message;
  const logoSize = `${AGENCY_LIMITS.logoPx}x${AGENCY_LIMITS.logoPx}`;

  return (
    <div className="flex flex-col gap-5">
      <SettingsCard title="Brand" description="How your clients see your agency in their dashboard.">
        {text("name", "Agency name", { placeholder: "Your Awesome Agency", autoComplete: "organization" })}
        <FormField
          id="agency-brandingText"
          label="Branding text"
          help="Shown under your logo. Markdown: **bold**, _italic_, [links](https://example.com) and lists."
          error={brandingError}
        >
          <Textarea
            id="agency-brandingText"
            rows={4}
            maxLength={AGENCY_LIMITS.brandingTextMax}
            placeholder="Welcome to your **client dashboard**."
            aria-invalid={brandingError ? true : undefined}
            aria-describedby={describedBy("agency-brandingText", true, brandingError)}
            {...form.register("brandingText")}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {image("squarePhotoURL", "Square logo", `PNG, ${logoSize} pixels.`, "agency-logo")}
          {image(
            "darkModeSquarePhotourl",
            "Dark mode logo",
            `PNG, ${logoSize}; shown in the dark theme.`,
            "agency-logo",
            true,
          )}
          {image(
            "faviconURL",
            "Favicon",
            `PNG, ${AGENCY_LIMITS.faviconPx}x${AGENCY_LIMITS.faviconPx} pixels.`,
            "agency-favicon",
          )}
        </div>
      </SettingsCard>

      <SettingsCard title="Look" description="The font and the style of buttons and inputs in the client dashboard.">
        <FormField
          id="agency-googleFont"
          label="Google font"
          help={`Any Google Fonts family name, e.g. Rubik or Open Sans. "${INHERIT_FONT}" keeps the browser's font (not recommended).`}
          error={fontError}
        >
          <Input
            id="agency-googleFont"
            list="agency-font-options"
            autoComplete="off"
            spellCheck={false}
            placeholder="Rubik"
            aria-invalid={fontError ? true : undefined}
            aria-describedby={describedBy("agency-googleFont", true, fontError)}
            {...form.register("googleFont")}
          />
        </FormField>
        <datalist id="agency-font-options">
          {POPULAR_FONTS.map((font) => (
            <option key={font} value={font} />
          ))}
        </datalist>
        <Controller
          control={form.control}
          name="themeVariant"
          render={({ field }) => (
            <ChoiceGroup
              legend="Theme variant"
              choices={VARIANT_CHOICES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="themeColorUsage"
          render={({ field }) => (
            <ChoiceGroup legend="Colour usage" choices={USAGE_CHOICES} value={field.value} onChange={field.onChange} />
          )}
        />
      </SettingsCard>

      <SettingsCard
        title="Contact and legal"
        description="Linked from the client dashboard and its e-mails."
        contentClassName="sm:grid-cols-2"
      >
        {text("mainWebsite", "Main website", {
          type: "url",
          placeholder: "https://youragency.com",
          autoComplete: "url",
        })}
        {text("supportEmail", "Support email", {
          type: "email",
          placeholder: "support@youragency.com",
          autoComplete: "email",
        })}
        {text("tosPage", "Terms page", { type: "url", placeholder: "https://youragency.com/terms" })}
        {text("privacyPolicypPage", "Privacy page", { type: "url", placeholder: "https://youragency.com/privacy" })}
        <div className="sm:col-span-2">
          <FormField
            id="agency-address"
            label="Address"
            help="Printed in the footer of the e-mails your clients receive."
            error={addressError}
          >
            <Textarea
              id="agency-address"
              rows={2}
              maxLength={AGENCY_LIMITS.addressMax}
              autoComplete="street-address"
              placeholder={"Your Awesome Agency\n1 Main Street, Springfield"}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={describedBy("agency-address", true, addressError)}
              {...form.register("address")}
            />
          </FormField>
        </div>
      </SettingsCard>

      {adminAccess}
    </div>
  );
}

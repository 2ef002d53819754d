"use client";

import { Textarea } from "@parlo/ui";
import { AGENCY_LIMITS, paletteFromHex } from "@parlo/validators";
import { useMemo } from "react";
import { Controller, useWatch } from "react-hook-form";
import { describedBy, FormField } from "@parlo/ui/form-field";
import { ThemeEditor } from "@/components/widget-editor/theme-editor";
import type { AgencyForm } from "./agency-form-types";
import { ChoiceGroup } from "@parlo/app-ui/choice-group";
import { SecondaryColorField } from "./secondary-color-field";
import { SettingsCard } from "./settings-card";
import { USAGE_CHOICES, VARIANT_CHOICES } from "./theme-choices";

/** Theme: primary colour and its palette, light or dark, variant, colour usage, secondary colour and custom CSS. */
export function ThemeTab({ form }: { form: AgencyForm }) {
  const theme = useWatch({ control: form.control, name: "customTheme" });
  const palette = useMemo(() => paletteFromHex(theme.primary), [theme.primary]);
  const cssError = form.formState.errors.customCSS?.message;
  const setTheme = (next: Partial<typeof theme>) =>
    form.setValue(
      "customTheme",
      { ...theme, ...next },
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  return (
    <div className="flex flex-col gap-5">
      <SettingsCard
        title="Colours"
        description="The client dashboard's primary colour, its palette and light or dark theme."
      >
        <ThemeEditor
          primary={theme.primary}
          themeType={theme.themeType}
          palette={palette}
          darkModeHint="The client dashboard's light or dark theme."
          onPrimaryChange={(primary) =>
            setTheme({ primary, nineColorPallet: paletteFromHex(primary).map((swatch) => swatch.hsl) })
          }
          onThemeTypeChange={(themeType) => setTheme({ themeType })}
        />
        <Controller
          control={form.control}
          name="secondaryColorHex"
          render={({ field, fieldState }) => (
            <SecondaryColorField
              value={field.value}
              primary={theme.primary}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SettingsCard>

      <SettingsCard title="Style" description="The shape of buttons and inputs, and where the colour goes.">
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

      <SettingsCard title="Custom CSS" description="Styles your client portal (not this dashboard or the preview).">
        <FormField
          id="agency-customCSS"
          label="Custom CSS"
          help="Added to every page of the client portal after its own styles. It can restyle, not run scripts."
          error={cssError}
        >
          <Textarea
            id="agency-customCSS"
            rows={12}
            maxLength={AGENCY_LIMITS.customCssMax}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            placeholder={"header {\n  border-bottom: 2px solid #111827;\n}"}
            className="min-h-64 bg-muted/40 font-mono text-[13px]"
            style={{ tabSize: 2 }}
            aria-invalid={cssError ? true : undefined}
            aria-describedby={describedBy("agency-customCSS", true, cssError)}
            {...form.register("customCSS")}
          />
        </FormField>
      </SettingsCard>
    </div>
  );
}

"use client";

import { initialsOf } from "@parlo/ui/lib/initials";
import { ZAgencyFooter, type TAgencyFormInput } from "@parlo/validators";
import { useId, useState } from "react";
import { BrandingText } from "./branding-text";
import { ClientFooterPreview } from "./client-footer-preview";
import { previewStyles } from "./preview-theme";

export type PreviewValues = Pick<
  TAgencyFormInput,
  | "name"
  | "brandingText"
  | "squarePhotoURL"
  | "darkModeSquarePhotourl"
  | "googleFont"
  | "themeVariant"
  | "themeColorUsage"
  | "customTheme"
  | "secondaryColorHex"
  | "tosPage"
  | "privacyPolicypPage"
  | "footer"
>;

/**
 * The client portal as the settings make it, redrawn on every change: the logo (the dark one in
 * the dark theme), name and branding text, then sample buttons, an input, a checkbox and a switch
 * in the theme's colours, variant, colour usage and font, and the footer.
 */
export function AgencyPreview({ values, brandName }: { values: PreviewValues; brandName: string }) {
  const id = useId();
  const [checked, setChecked] = useState(true);
  const [on, setOn] = useState(true);
  const dark = values.customTheme.themeType === "dark";
  // computed on every render: the form hands the same (changing) values object each time
  const styles = previewStyles({
    primary: values.customTheme.primary,
    themeType: values.customTheme.themeType,
    palette: values.customTheme.nineColorPallet,
    variant: values.themeVariant,
    usage: values.themeColorUsage,
    secondaryHex: values.secondaryColorHex,
    font: values.googleFont,
  });
  const logo = (dark && values.darkModeSquarePhotourl) || values.squarePhotoURL;
  const name = values.name.trim() || "Your agency";
  const footer = ZAgencyFooter.parse(values.footer);

  return (
    <section
      aria-label="Preview"
      data-testid="agency-preview"
      data-theme-type={values.customTheme.themeType}
      data-variant={values.themeVariant}
      data-usage={values.themeColorUsage}
      className="overflow-hidden rounded-xl border text-sm shadow-sm"
      style={styles.root}
    >
      <div className="flex items-center gap-3 px-4 py-3" style={styles.header} data-testid="preview-header">
        {logo ? (
          <img
            src={logo}
            alt={`${name} logo`}
            className="size-10 shrink-0 rounded-md object-cover"
            data-testid="preview-logo"
          />
        ) : (
          <span
            className="grid size-10 shrink-0 place-items-center rounded-md text-sm font-semibold"
            style={styles.primaryButton}
            aria-hidden
          >
            {initialsOf(name, "A")}
          </span>
        )}
        <span className="min-w-0 truncate text-base font-semibold" data-testid="preview-name">
          {name}
        </span>
      </div>

      <div className="flex flex-col gap-4 p-4">
        {values.brandingText.trim() ? (
          <BrandingText text={values.brandingText} className="leading-relaxed break-words" />
        ) : null}

        <div className="flex flex-col gap-3 p-4" style={styles.card}>
          <p className="font-semibold" style={styles.title}>
            Sign in to your dashboard
          </p>
          <label className="flex flex-col gap-1.5" htmlFor={`${id}-email`}>
            <span className="text-xs font-medium">Sample e-mail</span>
            <input
              id={`${id}-email`}
              type="email"
              placeholder="you@company.com"
              className="h-9 w-full min-w-0 px-3 text-sm outline-none"
              style={{ ...styles.input, accentColor: styles.accent }}
            />
          </label>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-xs">
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => setChecked(event.target.checked)}
                className="size-4"
                style={{ accentColor: styles.accent }}
              />
              Sample checkbox
            </label>
            <label className="flex items-center gap-2 text-xs">
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-label="Sample switch"
                onClick={() => setOn(!on)}
                className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors"
                style={{ background: on ? styles.accent : styles.track }}
                data-testid="preview-switch"
              >
                <span
                  className="inline-block size-4 rounded-full bg-white shadow transition-transform"
                  style={{ transform: on ? "translateX(18px)" : "translateX(2px)" }}
                />
              </button>
              Sample switch
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="h-9 px-4 text-sm font-medium"
              style={styles.primaryButton}
              data-testid="preview-primary-button"
            >
              Sign in
            </button>
            <button type="button" className="h-9 px-4 text-sm font-medium" style={styles.secondaryButton}>
              Create account
            </button>
          </div>
          <span className="text-xs underline underline-offset-2" style={styles.link}>
            Forgot your password?
          </span>
        </div>
      </div>

      <ClientFooterPreview
        name={name}
        brandName={brandName}
        footer={footer}
        tosPage={values.tosPage}
        privacyPage={values.privacyPolicypPage}
        linkStyle={styles.link}
        style={{ borderColor: styles.root.borderColor }}
        className="border-t px-4 py-3 opacity-80"
      />
    </section>
  );
}

"use client";

import { Alert, Button, cn, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Check, Moon, Sun } from "lucide";
import { useState } from "react";
import { normalizeHex, PRESET_COLORS, type BrandingChoice, type TThemeMode } from "./branding";

const MODES: { value: TThemeMode; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
];

/** Step 2: the primary colour (presets, a picker or a hex code) and a light or dark theme. */
export function BrandingStep({
  branding,
  onChange,
  onSubmit,
  submitting,
  error,
  submitLabel,
}: {
  branding: BrandingChoice;
  onChange: (branding: BrandingChoice) => void;
  onSubmit: () => void;
  submitting: boolean;
  error: string | null;
  submitLabel: string;
}) {
  const [hex, setHex] = useState(branding.primaryColor);
  const setColor = (color: string) => {
    setHex(color);
    onChange({ ...branding, primaryColor: color });
  };

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6">
        <div>
          <h3 className="text-base font-semibold">Confirm your brand settings</h3>
          <p className="text-sm text-muted-foreground">
            Your chat widget uses these colours. You can fine-tune them later.
          </p>
        </div>

        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium">Primary colour</legend>
          <div role="radiogroup" aria-label="Preset colours" className="flex flex-wrap gap-2">
            {PRESET_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={branding.primaryColor === color}
                aria-label={color}
                onClick={() => setColor(color)}
                className="flex size-9 items-center justify-center rounded-full border border-border text-white outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
                style={{ backgroundColor: color }}
              >
                {branding.primaryColor === color && <Icon node={Check} className="size-4" />}
              </button>
            ))}
          </div>
          <div className="flex items-end gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="brand-picker">Custom</Label>
              <input
                id="brand-picker"
                type="color"
                value={branding.primaryColor}
                onChange={(event) => setColor(event.target.value)}
                className="block h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
              />
            </div>
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="brand-hex">Hex code</Label>
              <Input
                id="brand-hex"
                value={hex}
                maxLength={7}
                spellCheck={false}
                onChange={(event) => {
                  setHex(event.target.value);
                  const color = normalizeHex(event.target.value);
                  if (color) onChange({ ...branding, primaryColor: color });
                }}
                onBlur={() => setHex(branding.primaryColor)}
                className="font-mono"
              />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            Selected: <span className="font-mono">{branding.primaryColor}</span>
            {PRESET_COLORS.includes(branding.primaryColor) ? "" : " (Custom)"}
          </p>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-medium">Theme</legend>
          <div className="grid grid-cols-2 gap-2">
            {MODES.map((mode) => (
              <label
                key={mode.value}
                className={cn(
                  "relative flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-background p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  branding.themeMode === mode.value && "border-primary bg-primary/5 font-medium",
                )}
              >
                <input
                  type="radio"
                  name="theme-mode"
                  value={mode.value}
                  checked={branding.themeMode === mode.value}
                  onChange={() => onChange({ ...branding, themeMode: mode.value })}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                />
                <Icon node={mode.icon} /> {mode.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div
          aria-hidden
          className={cn(
            "rounded-lg border border-border p-4",
            branding.themeMode === "dark" ? "bg-zinc-900 text-zinc-100" : "bg-white text-zinc-900",
          )}
        >
          <p className="mb-2 text-xs opacity-70">Preview</p>
          <div className="flex flex-col gap-2 text-sm">
            <span
              className={cn(
                "max-w-[80%] self-start rounded-2xl rounded-bl-sm px-3 py-2",
                branding.themeMode === "dark" ? "bg-zinc-800" : "bg-zinc-100",
              )}
            >
              Hi! How can I help you today?
            </span>
            <span
              className="max-w-[80%] self-end rounded-2xl rounded-br-sm px-3 py-2 text-white"
              style={{ backgroundColor: branding.primaryColor }}
            >
              Where is my order?
            </span>
          </div>
        </div>

        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <div className="flex shrink-0 justify-end gap-2 border-t border-border px-4 py-3 sm:px-6">
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

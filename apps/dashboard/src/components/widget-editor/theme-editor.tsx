"use client";

import { cn, Label } from "@parlo/ui";
import { hslCss, normalizeHex, THEME_PRESETS, type PaletteSwatch, type ThemeType } from "@parlo/validators";
import { useId, useState } from "react";

export interface ThemeEditorProps {
  primary: string;
  themeType: ThemeType;
  palette: PaletteSwatch[];
  onPrimaryChange: (hex: string) => void;
  onThemeTypeChange: (type: ThemeType) => void;
  /** the line under "Dark mode" */
  darkModeHint?: string;
}

/** Dark mode toggle, primary colour (picker, presets, hex box) and the ten palette swatches 50..900. */
export function ThemeEditor({
  primary,
  themeType,
  palette,
  onPrimaryChange,
  onThemeTypeChange,
  darkModeHint = "The widget's light or dark theme.",
}: ThemeEditorProps) {
  const id = useId();
  const [hexText, setHexText] = useState(primary);
  const [shownPrimary, setShownPrimary] = useState(primary);
  // a colour chosen elsewhere (picker, preset) replaces what the hex box shows
  if (shownPrimary !== primary) {
    setShownPrimary(primary);
    if (normalizeHex(hexText) !== primary) setHexText(primary);
  }
  const dark = themeType === "dark";
  const hexValid = normalizeHex(hexText) !== null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor={`${id}-dark`}>Dark mode</Label>
          <p className="text-xs text-muted-foreground">{darkModeHint}</p>
        </div>
        <button
          id={`${id}-dark`}
          type="button"
          role="switch"
          aria-checked={dark}
          onClick={() => onThemeTypeChange(dark ? "light" : "dark")}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
            dark ? "bg-primary" : "bg-muted-foreground/30",
          )}
        >
          <span
            className={cn(
              "inline-block size-5 rounded-full bg-background shadow transition-transform",
              dark ? "translate-x-5" : "translate-x-0.5",
            )}
          />
        </button>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-hex`}>Primary colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Colour picker"
            value={primary}
            onChange={(event) => {
              const hex = normalizeHex(event.target.value);
              if (hex) onPrimaryChange(hex);
            }}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <input
            id={`${id}-hex`}
            value={hexText}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!hexValid || undefined}
            aria-describedby={`${id}-hex-hint`}
            onChange={(event) => {
              setHexText(event.target.value);
              const hex = normalizeHex(event.target.value);
              if (hex) onPrimaryChange(hex);
            }}
            className="h-10 w-32 rounded-md border border-input bg-background px-3 font-mono text-sm uppercase shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive"
          />
        </div>
        <p id={`${id}-hex-hint`} className={cn("text-xs", hexValid ? "text-muted-foreground" : "text-destructive")}>
          {hexValid ? "Type a hex colour; it applies once it has 6 digits." : "Use 6 hex digits, like #2563eb."}
        </p>
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Preset colours">
          {Object.entries(THEME_PRESETS).map(([name, hex]) => (
            <button
              key={name}
              type="button"
              title={name}
              aria-label={`Use ${name}`}
              aria-pressed={primary === hex}
              onClick={() => onPrimaryChange(hex)}
              className={cn(
                "size-7 rounded-full border border-border transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                primary === hex && "ring-2 ring-ring ring-offset-2 ring-offset-background",
              )}
              style={{ backgroundColor: hex }}
            />
          ))}
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Palette</span>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10" aria-label="Palette" data-testid="theme-palette">
          {palette.map((swatch) => (
            <li key={swatch.label} className="flex flex-col items-center gap-1">
              <span
                className="h-9 w-full rounded-md border border-border"
                style={{ backgroundColor: hslCss(swatch.hsl) }}
                title={hslCss(swatch.hsl)}
                data-testid={`swatch-${swatch.label}`}
                data-hsl={swatch.hsl.join(",")}
              />
              <span className="text-[11px] text-muted-foreground tabular-nums">{swatch.label}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

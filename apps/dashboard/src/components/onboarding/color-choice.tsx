"use client";

import { Button, cn, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { ONBOARDING_MESSAGES } from "@parlo/validators";
import { Check, Plus } from "lucide";
import { useRef, useState } from "react";
import { normalizeHex } from "../new-agent/agent-wizard/branding";

/**
 * The primary colour picker: up to 11 colours detected on the website, a custom tile that opens
 * the system colour picker, and a hex box applied with Done (a missing # is added; 3 or 6 hex
 * digits). The selected colour is shown as text, marked (Custom) when it was not detected.
 */
export function ColorChoice({
  detected,
  value,
  onChange,
}: {
  detected: readonly string[];
  value: string;
  onChange: (color: string) => void;
}) {
  const [hex, setHex] = useState("");
  const [hexError, setHexError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const isCustom = !detected.includes(value);

  const applyHex = () => {
    const color = normalizeHex(hex);
    if (!color) {
      setHexError(ONBOARDING_MESSAGES.invalidColor);
      return;
    }
    setHexError(null);
    setHex("");
    onChange(color);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Primary colour</legend>
      <div role="radiogroup" aria-label="Colours from your website" className="flex flex-wrap gap-2">
        {detected.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={value === color}
            aria-label={color}
            data-testid="detected-color"
            onClick={() => onChange(color)}
            className={cn(
              "flex size-9 items-center justify-center rounded-full border border-black/10 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card dark:border-white/20",
              value === color && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
            )}
            style={{ backgroundColor: color }}
          >
            {value === color ? <Icon node={Check} className="size-4 text-white mix-blend-difference" /> : null}
          </button>
        ))}
        <button
          type="button"
          role="radio"
          aria-checked={isCustom}
          aria-label="Custom colour"
          onClick={() => picker.current?.click()}
          className={cn(
            "relative flex size-9 items-center justify-center rounded-full border border-dashed border-border bg-background text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            isCustom && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
          )}
          style={isCustom ? { backgroundColor: value } : undefined}
        >
          {isCustom ? (
            <Icon node={Check} className="size-4 text-white mix-blend-difference" />
          ) : (
            <Icon node={Plus} className="size-4" />
          )}
          <input
            ref={picker}
            type="color"
            tabIndex={-1}
            aria-hidden
            value={value}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            className="pointer-events-none absolute inset-0 size-full opacity-0"
          />
        </button>
      </div>
      {detected.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          No colours were found on your website: pick one or type a hex code.
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="onboarding-hex">Hex code</Label>
          <Input
            id="onboarding-hex"
            value={hex}
            maxLength={7}
            spellCheck={false}
            placeholder={value}
            aria-invalid={hexError ? true : undefined}
            className="font-mono"
            onChange={(event) => {
              setHex(event.target.value);
              setHexError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyHex();
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={applyHex} disabled={!hex.trim()}>
          Done
        </Button>
      </div>
      {hexError ? <p className="text-sm text-destructive">{hexError}</p> : null}
      <p className="text-sm text-muted-foreground" data-testid="selected-color">
        Selected: <span className="font-mono text-foreground">{value}</span>
        {isCustom ? " (Custom)" : ""}
      </p>
    </fieldset>
  );
}

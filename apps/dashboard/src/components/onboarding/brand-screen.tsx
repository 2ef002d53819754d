"use client";

import { Button, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TBrandingInfo } from "@parlo/validators";
import { Moon, Sun } from "lucide";
import type { ReactNode } from "react";
import { BrandPreview } from "./brand-preview";
import { ColorChoice } from "./color-choice";
import { LogoChoice } from "./logo-choice";
import { chosenLogo, type BrandChoices } from "./onboarding-state";

const MODES = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
] as const;

/**
 * Screen 2, 'Confirm Your Brand Settings': the primary colour (detected ones, custom tile, hex
 * box), light or dark, the logo; Back, Create AI Agent and Skip & Go to Dashboard.
 */
export function BrandScreen({
  branding,
  choices,
  companyName,
  canUpload,
  onChoose,
  onBack,
  onCreate,
  skip,
}: {
  branding: TBrandingInfo;
  choices: BrandChoices;
  companyName: string;
  canUpload: boolean;
  onChoose: (choices: Partial<BrandChoices>) => void;
  onBack: () => void;
  onCreate: () => void;
  skip: ReactNode;
}) {
  const logo = chosenLogo(choices, branding);
  return (
    <form
      noValidate
      aria-label="Confirm Your Brand Settings"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onCreate();
      }}
    >
      <ColorChoice
        detected={branding.colors}
        value={choices.primaryColor}
        onChange={(primaryColor) => onChoose({ primaryColor })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Theme preference</legend>
        <div className="grid grid-cols-2 gap-2">
          {MODES.map((mode) => (
            <label
              key={mode.value}
              className={cn(
                "relative flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-background p-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                choices.themeMode === mode.value && "border-primary bg-primary/5 font-medium",
              )}
            >
              <input
                type="radio"
                name="onboarding-theme"
                value={mode.value}
                checked={choices.themeMode === mode.value}
                onChange={() => onChoose({ themeMode: mode.value })}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              <Icon node={mode.icon} /> {mode.label}
            </label>
          ))}
        </div>
      </fieldset>
      <LogoChoice
        found={branding.favicon}
        approved={choices.faviconApproved}
        customLogo={choices.customLogo}
        canUpload={canUpload}
        onApprove={(approved) => onChoose({ faviconApproved: approved, ...(approved ? { customLogo: null } : {}) })}
        onCustomLogo={(customLogo) => onChoose({ customLogo })}
      />
      <BrandPreview
        color={choices.primaryColor}
        themeMode={choices.themeMode}
        logo={logo.url}
        companyName={companyName}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {skip}
        <div className="flex gap-2 sm:justify-end">
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none">
            Create AI Agent
          </Button>
        </div>
      </div>
    </form>
  );
}

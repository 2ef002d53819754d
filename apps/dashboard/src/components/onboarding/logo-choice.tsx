"use client";

import { Alert, Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { ONBOARDING_MESSAGES } from "@parlo/validators";
import { Check, ImageOff, Upload, X } from "lucide";
import { useRef, useState } from "react";
import { IMAGE_PICKER_ACCEPT, uploadFile } from "@parlo/app-ui/upload-file";

/**
 * The logo area: the website's logo (or 'No logo') with an approve/reject toggle (re-approving
 * restores it, also over an uploaded one), and an upload of the user's own logo (png, jpg, jpeg,
 * gif, webp up to 0.5 MB, checked by the server), with progress and the spec's messages.
 */
export function LogoChoice({
  found,
  approved,
  customLogo,
  canUpload,
  onApprove,
  onCustomLogo,
}: {
  found: string | null;
  approved: boolean;
  customLogo: string | null;
  canUpload: boolean;
  onApprove: (approved: boolean) => void;
  onCustomLogo: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = customLogo ?? (approved ? found : null);
  const caption = customLogo
    ? ONBOARDING_MESSAGES.logoUploaded
    : shown
      ? ONBOARDING_MESSAGES.logoFound
      : ONBOARDING_MESSAGES.noLogo;

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    const result = await uploadFile(file, "logo", setProgress);
    setProgress(null);
    if (result.ok) onCustomLogo(result.url);
    else setError(result.error);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Brand logo</legend>
      <div className="flex items-center gap-4">
        <div
          className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-background"
          data-testid="logo-preview"
        >
          {shown ? (
            <img src={shown} alt="Your logo" className="size-full object-contain p-1.5" />
          ) : (
            <Icon node={ImageOff} className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm" data-testid="logo-caption">
            {caption}
          </p>
          <div className="flex flex-wrap gap-2">
            {found && !customLogo ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-pressed={approved}
                onClick={() => onApprove(!approved)}
              >
                <Icon node={approved ? X : Check} className="size-3.5" />
                {approved ? "Reject logo" : "Use this logo"}
              </Button>
            ) : null}
            {found && customLogo ? (
              <Button type="button" size="sm" variant="outline" onClick={() => onApprove(true)}>
                <Icon node={Check} className="size-3.5" /> Use the website&apos;s logo
              </Button>
            ) : null}
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={!canUpload || progress !== null}
              loading={progress !== null}
              onClick={() => input.current?.click()}
            >
              <Icon node={Upload} className="size-3.5" />
              {progress !== null ? `Uploading… ${progress}%` : "Upload logo"}
            </Button>
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPG, GIF or WEBP, up to 0.5 MB.</p>
      <input
        ref={input}
        type="file"
        accept={IMAGE_PICKER_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Logo file"
        data-testid="logo-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {error ? <Alert variant="error">{error}</Alert> : null}
    </fieldset>
  );
}

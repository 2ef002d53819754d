"use client";

import { Button, cn, FieldError } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Image as ImageIcon } from "lucide";
import type { UploadPurpose } from "@/components/workspace/upload-file";
import { useImageUpload } from "@/components/workspace/use-image-upload";

/** The picker's accept attribute: the logos and the favicon are PNGs. */
const PNG_PICKER_ACCEPT = ".png,image/png";

/**
 * An agency image (logo, dark-mode logo, favicon): its preview, Upload (a PNG of the exact size,
 * checked by the upload route, whose refusal shows under it) and Remove. The stored address is
 * absolute: the client portal shows it from its own domain.
 */
export function AgencyImageField({
  id,
  label,
  hint,
  purpose,
  value,
  onChange,
  error,
  darkBackdrop = false,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  purpose: UploadPurpose;
  value: string;
  onChange: (url: string) => void;
  /** the form's message for the field */
  error?: string;
  /** shows the image on a dark square (the dark-mode logo) */
  darkBackdrop?: boolean;
  disabled?: boolean;
}) {
  const image = useImageUpload({
    purpose,
    onUploaded: (url) => onChange(new URL(url, window.location.origin).href),
  });
  const message = image.error ?? error;
  const describedBy = message ? `${id}-hint ${id}-error` : `${id}-hint`;

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            "grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-border",
            darkBackdrop ? "bg-zinc-900 text-zinc-400" : "bg-muted text-muted-foreground",
          )}
        >
          {value ? (
            <img
              src={value}
              alt={`${label} preview`}
              className="size-full object-contain"
              data-testid={`${id}-preview`}
            />
          ) : (
            <Icon node={ImageIcon} className="size-5" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={image.inputRef}
              type="file"
              accept={PNG_PICKER_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void image.pick(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={image.uploading}
              disabled={disabled}
              aria-label={`Upload ${label.toLowerCase()}`}
              aria-describedby={describedBy}
              onClick={() => image.inputRef.current?.click()}
            >
              {value ? "Change" : "Upload"}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled || image.uploading}
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => {
                  image.clearError();
                  onChange("");
                }}
              >
                Remove
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      <FieldError id={`${id}-error`} role="alert">
        {message}
      </FieldError>
    </div>
  );
}

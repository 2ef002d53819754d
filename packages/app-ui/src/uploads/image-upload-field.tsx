"use client";

import { Button, FieldError, Input } from "@parlo/ui";
import type { ReactNode } from "react";
import type { UploadPurpose } from "./upload-file";
import { useUploads } from "./uploads-context";
import { useImageUpload } from "./use-image-upload";

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** the line under the buttons (what image works) */
  hint: ReactNode;
  /** the image, or what stands in for it, left of the buttons */
  preview: ReactNode;
  /** the file picker's accept attribute */
  accept: string;
  /** what the image is for: the upload route checks it against that */
  purpose?: UploadPurpose;
  /** the address saved for an uploaded file (by default the one the upload route returns) */
  storedUrl?: (url: string) => string;
  /** the upload button's accessible name (by default "Upload …" or "Change …", as the button reads) */
  uploadLabel?: string;
  value: string;
  onChange: (url: string) => void;
  /** the form's message for the field */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * An image of a form: its preview, Upload / Change and Remove, through the app's image upload
 * (POST /api/upload, whose refusal shows under it). In an app without uploads (the portal) the
 * image's address is typed instead. The address is saved with the form.
 */
export function ImageUploadField({
  id,
  label,
  hint,
  preview,
  accept,
  purpose,
  storedUrl,
  uploadLabel,
  value,
  onChange,
  error,
  disabled,
}: ImageUploadFieldProps) {
  const canUpload = useUploads();
  const image = useImageUpload({ purpose, onUploaded: (url) => onChange(storedUrl ? storedUrl(url) : url) });
  const message = image.error ?? error;
  const describedBy = message ? `${id}-hint ${id}-error` : `${id}-hint`;

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        {preview}
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {canUpload ? null : (
              <Input
                id={id}
                type="url"
                inputMode="url"
                placeholder="https://…"
                autoComplete="off"
                spellCheck={false}
                className="h-8 w-64 max-w-full"
                value={value}
                disabled={disabled}
                aria-labelledby={`${id}-label`}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
            {canUpload ? (
              <input
                ref={image.inputRef}
                type="file"
                accept={accept}
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void image.pick(event.target.files?.[0])}
              />
            ) : null}
            {canUpload ? (
              <Button
                variant="outline"
                size="sm"
                loading={image.uploading}
                disabled={disabled}
                aria-label={uploadLabel ?? `${value ? "Change" : "Upload"} ${label.toLowerCase()}`}
                aria-describedby={describedBy}
                onClick={() => image.inputRef.current?.click()}
              >
                {value ? "Change" : "Upload"}
              </Button>
            ) : null}
            {value ? (
              <Button
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

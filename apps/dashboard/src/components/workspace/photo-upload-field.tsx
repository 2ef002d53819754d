"use client";

import { Button, FieldError } from "@parlo/ui";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { IMAGE_PICKER_ACCEPT } from "@parlo/app-ui/upload-file";
import { useImageUpload } from "@parlo/app-ui/use-image-upload";
import { WorkspaceAvatar } from "./workspace-avatar";

/** The workspace photo: preview (or initials), Upload and Remove; the URL is saved with the form. */
export function PhotoUploadField({
  name,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const photo = useImageUpload({ purpose: "workspace-photo", onUploaded: onChange });
  const { inputRef, uploading } = photo;
  const message = photo.error ?? error;

  return (
    <div className="flex flex-col gap-2">
      <span id="workspace-photo-label" className="text-sm leading-none font-medium">
        Photo
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <WorkspaceAvatar name={name} photoURL={value || undefined} />
        <div className="flex min-w-44 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              type="file"
              accept={IMAGE_PICKER_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => void photo.pick(event.target.files?.[0])}
            />
            <Button
              variant="outline"
              size="sm"
              loading={uploading}
              disabled={disabled || !hydrated}
              aria-describedby={message ? "workspace-photo-hint workspace-photo-error" : "workspace-photo-hint"}
              onClick={() => inputRef.current?.click()}
            >
              {value ? "Change photo" : "Upload photo"}
            </Button>
            {value ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled || uploading}
                onClick={() => {
                  photo.clearError();
                  onChange("");
                }}
              >
                Remove
              </Button>
            ) : null}
          </div>
          <p id="workspace-photo-hint" className="text-xs text-muted-foreground">
            A square image works best. PNG, JPG, GIF or WEBP, up to 0.5 MB.
          </p>
        </div>
      </div>
      <FieldError id="workspace-photo-error" role="alert">
        {message}
      </FieldError>
    </div>
  );
}

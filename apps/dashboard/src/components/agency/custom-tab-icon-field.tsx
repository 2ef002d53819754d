"use client";

import { AGENCY_LIMITS } from "@parlo/validators";
import { Button, FieldError } from "@parlo/ui";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { IMAGE_PICKER_ACCEPT } from "@parlo/app-ui/upload-file";
import { useImageUpload } from "@parlo/app-ui/use-image-upload";
import { CustomTabIcon } from "./custom-tab-icon";

/** A custom tab's icon: preview, Upload (POST /api/upload, purpose custom-tab-icon) and Remove. */
export function CustomTabIconField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const upload = useImageUpload({ purpose: "custom-tab-icon", onUploaded: onChange });
  const message = upload.error ?? error;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm leading-none font-medium">
        Icon
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <CustomTabIcon url={value} className="size-10 rounded-md" />
        <input
          ref={upload.inputRef}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid={`${id}-file`}
          onChange={(event) => void upload.pick(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          size="sm"
          loading={upload.uploading}
          disabled={disabled || !hydrated}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          onClick={() => upload.inputRef.current?.click()}
        >
          {value ? "Change icon" : "Upload icon"}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled || upload.uploading}
            onClick={() => {
              upload.clearError();
              onChange("");
            }}
          >
            Remove icon
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        A square image works best. PNG, JPG, GIF or WEBP, up to {AGENCY_LIMITS.tabIconMaxMB} MB.
      </p>
      <FieldError id={errorId} role="alert">
        {message}
      </FieldError>
    </div>
  );
}

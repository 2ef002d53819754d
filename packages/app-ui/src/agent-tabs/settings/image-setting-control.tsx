"use client";

import { Button, FieldError, Input } from "@parlo/ui";
import { IMAGE_PICKER_ACCEPT } from "../../uploads/upload-file";
import { useUploads } from "../../uploads/uploads-context";
import { useImageUpload } from "../../uploads/use-image-upload";

/**
 * An image setting: its address (typed or pasted), an Upload button that stores a picked file and
 * fills in its absolute address (the widget shows it on other websites too; only where the app
 * takes uploads), a preview and Remove.
 */
export function ImageSettingControl(props: {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy: string;
}) {
  const { id, label, value, onChange, onBlur, invalid, describedBy } = props;
  // stored as an absolute address: the widget's launcher shows it on the owner's website too
  const image = useImageUpload({ onUploaded: (url) => onChange(new URL(url, window.location.origin).href) });
  const { uploading, error: uploadError } = image;
  const canUpload = useUploads();
  const errorId = `${id}-upload-error`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-w-0 items-center gap-3">
        <div className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-md border border-border bg-muted">
          {value ? <img src={value} alt="" className="size-full object-cover" data-testid={`${id}-preview`} /> : null}
        </div>
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder={canUpload ? "https://… or upload a file" : "https://…"}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1"
          value={value}
          aria-invalid={invalid}
          aria-describedby={uploadError ? `${describedBy} ${errorId}` : describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {canUpload ? (
          <>
            <input
              ref={image.inputRef}
              type="file"
              accept={IMAGE_PICKER_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              data-testid={`${id}-file`}
              onChange={(event) => void image.pick(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={uploading}
              aria-label={`Upload ${label.toLowerCase()}`}
              onClick={() => image.inputRef.current?.click()}
            >
              Upload
            </Button>
          </>
        ) : null}
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={uploading}
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
      <FieldError id={errorId} role="alert">
        {uploadError}
      </FieldError>
    </div>
  );
}

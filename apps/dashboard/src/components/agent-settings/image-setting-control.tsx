"use client";

import { Button, FieldError, Input } from "@parlo/ui";
import { useRef, useState } from "react";
import { IMAGE_PICKER_ACCEPT, uploadFile } from "@/components/workspace/upload-file";

/**
 * An image setting: its address (typed or pasted), an Upload button that stores a picked file and
 * fills in its absolute address (the widget shows it on other websites too), a preview and Remove.
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
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = `${id}-upload-error`;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    const result = await uploadFile(file);
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
    if (result.ok) onChange(new URL(result.url, window.location.origin).href);
    else setUploadError(result.error);
  };

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
          placeholder="https://… or upload a file"
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
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid={`${id}-file`}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={uploading}
          aria-label={`Upload ${label.toLowerCase()}`}
          onClick={() => fileRef.current?.click()}
        >
          Upload
        </Button>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={uploading}
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={() => {
              setUploadError(null);
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

"use client";

import { cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Image as ImageIcon } from "lucide";
import { ImageUploadField } from "@parlo/app-ui/image-upload-field";
import type { UploadPurpose } from "@parlo/app-ui/upload-file";

/** The picker's accept attribute: the logos and the favicon are PNGs. */
const PNG_PICKER_ACCEPT = ".png,image/png";

/** The stored address is absolute: the client portal shows it from its own domain. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/**
 * An agency image (logo, dark-mode logo, favicon): its preview, Upload (a PNG of the exact size,
 * checked by the upload route, whose refusal shows under it) and Remove.
 */
export function AgencyImageField({
  darkBackdrop = false,
  ...field
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
  const { id, label, value } = field;
  return (
    <ImageUploadField
      {...field}
      accept={PNG_PICKER_ACCEPT}
      storedUrl={absoluteUrl}
      uploadLabel={`Upload ${label.toLowerCase()}`}
      preview={
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
      }
    />
  );
}

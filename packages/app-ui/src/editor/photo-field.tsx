"use client";

import { ImageUploadField } from "../uploads/image-upload-field";
import { IMAGE_PICKER_ACCEPT } from "../uploads/upload-file";
import { useUploads } from "../uploads/uploads-context";
import { EntityAvatar } from "./entity-avatar";

/**
 * The photo of an organization or a client: preview (or initials), Upload / Change and Remove
 * through the app's image upload (the portal, without uploads, takes an address). The address is
 * saved with the editor's form; the portal serves /uploads/ from its own domain.
 */
export function PhotoField({
  name,
  round = false,
  ...field
}: {
  id: string;
  label: string;
  /** the name for the initials shown without a photo */
  name: string;
  value: string;
  onChange: (url: string) => void;
  round?: boolean;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const uploads = useUploads();
  return (
    <ImageUploadField
      {...field}
      hint={
        uploads
          ? "A square image works best. PNG, JPG, GIF or WEBP, up to 0.5 MB."
          : "The address (https://…) of a square image works best."
      }
      accept={IMAGE_PICKER_ACCEPT}
      preview={<EntityAvatar name={name} photoURL={field.value} round={round} className="size-16 text-lg" />}
    />
  );
}

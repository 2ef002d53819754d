"use client";

import { useRef, useState } from "react";
import { uploadFile, type UploadPurpose } from "./upload-file";

/**
 * A hidden file input's picked image, sent to POST /api/upload: `pick` uploads it and hands the
 * stored file's URL to `onUploaded`; a refusal (the route's message) stays in `error` until the
 * next pick or `clearError`.
 */
export function useImageUpload(options: { purpose?: UploadPurpose; onUploaded: (url: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    const result = await uploadFile(file, options.purpose);
    setUploading(false);
    if (inputRef.current) inputRef.current.value = "";
    if (result.ok) options.onUploaded(result.url);
    else setError(result.error);
  };

  return { inputRef, uploading, error, pick, clearError: () => setError(null) };
}

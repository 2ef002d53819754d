import { contentTypeFor, fileExtension } from "./upload-rules";
import { imageKindOfExtension, sniffImage } from "./sniff-image";

/** The spec's upload messages (agents-channels-onboarding.md section 5). */
export const UPLOAD_MESSAGES = {
  maxSize: (maxSizeMB: number) => `Max size: ${maxSizeMB} MBs`,
  onlyTypes: (accept: readonly string[]) => `Only ${accept.join(", ")} Files`,
  noFile: "Please choose a file to upload.",
} as const;

export type UploadCheck =
  { ok: true; ext: string; contentType: string; sizeBytes: number } | { ok: false; error: string };

/**
 * Checks a file before it is stored: size against maxSizeMB (1 MB = 1,000,000 bytes), extension
 * against the accept list (without dots, case-insensitive), and for image extensions the real
 * content (magic bytes), so a renamed file is refused like a wrong type. Pure; no I/O.
 */
export function checkUpload(options: {
  bytes: Uint8Array;
  fileName: string;
  accept: readonly string[];
  maxSizeMB?: number;
}): UploadCheck {
  const { bytes, fileName, accept, maxSizeMB } = options;
  if (bytes.length === 0) return { ok: false, error: UPLOAD_MESSAGES.noFile };
  if (maxSizeMB !== undefined && bytes.length > maxSizeMB * 1_000_000) {
    return { ok: false, error: UPLOAD_MESSAGES.maxSize(maxSizeMB) };
  }
  const ext = fileExtension(fileName);
  const accepted = accept.map((type) => type.replace(/^\./, "").toLowerCase());
  if (!ext || !accepted.includes(ext)) return { ok: false, error: UPLOAD_MESSAGES.onlyTypes(accept) };
  const promised = imageKindOfExtension(ext);
  if (promised !== null && sniffImage(bytes) !== promised) {
    return { ok: false, error: UPLOAD_MESSAGES.onlyTypes(accept) };
  }
  return { ok: true, ext, contentType: contentTypeFor(fileName), sizeBytes: bytes.length };
}

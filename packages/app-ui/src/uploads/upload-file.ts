import { z } from "zod";

const ZUploaded = z.object({ url: z.string(), path: z.string(), filename: z.string(), sizeKB: z.number() });
const ZUploadError = z.object({ error: z.string() });

export type UploadResult = ({ ok: true } & z.infer<typeof ZUploaded>) | { ok: false; error: string };

/** Upload purposes understood by POST /api/upload (both are images stored under the user's id). */
export type UploadPurpose = "workspace-photo" | "logo" | "agency-logo" | "agency-favicon" | "custom-tab-icon";

/** Image types the upload route accepts, for the file picker's accept attribute. */
export const IMAGE_PICKER_ACCEPT = ".png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp";

const CONNECTION_FAILED = "The upload failed. Check your connection and try again.";
const UPLOAD_FAILED = "The upload failed. Please try again.";

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends one file to POST /api/upload, reporting the percentage sent (0-100) as it goes; the
 * route checks size and real content type and answers the spec's messages, which come back as
 * `error`. Never rejects.
 */
export function uploadFile(
  file: File,
  purpose?: UploadPurpose,
  onProgress?: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set("file", file);
    if (purpose) body.set("purpose", purpose);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const json = parse(request.responseText);
      const uploaded = ZUploaded.safeParse(json);
      if (request.status === 201 && uploaded.success) {
        onProgress?.(100);
        resolve({ ok: true, ...uploaded.data });
        return;
      }
      const failure = ZUploadError.safeParse(json);
      resolve({ ok: false, error: failure.success ? failure.data.error : UPLOAD_FAILED });
    };
    request.onerror = () => resolve({ ok: false, error: CONNECTION_FAILED });
    request.onabort = () => resolve({ ok: false, error: CONNECTION_FAILED });
    request.send(body);
  });
}

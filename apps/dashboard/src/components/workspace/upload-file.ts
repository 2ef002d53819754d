import { z } from "zod";

const ZUploaded = z.object({ url: z.string(), path: z.string(), filename: z.string(), sizeKB: z.number() });
const ZUploadError = z.object({ error: z.string() });

export type UploadResult = ({ ok: true } & z.infer<typeof ZUploaded>) | { ok: false; error: string };

/** Upload purposes understood by POST /api/upload. */
export type UploadPurpose = "workspace-photo";

/** Image types the upload route accepts, for the file picker's accept attribute. */
export const IMAGE_PICKER_ACCEPT = ".png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp";

/** Sends one file to POST /api/upload; the route checks size and type and answers the spec's messages. */
export async function uploadFile(file: File, purpose?: UploadPurpose): Promise<UploadResult> {
  const body = new FormData();
  body.set("file", file);
  if (purpose) body.set("purpose", purpose);
  let response: Response;
  try {
    response = await fetch("/api/upload", { method: "POST", body });
  } catch {
    return { ok: false, error: "The upload failed. Check your connection and try again." };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const uploaded = ZUploaded.safeParse(json);
    if (uploaded.success) return { ok: true, ...uploaded.data };
  }
  const failure = ZUploadError.safeParse(json);
  return { ok: false, error: failure.success ? failure.data.error : "The upload failed. Please try again." };
}

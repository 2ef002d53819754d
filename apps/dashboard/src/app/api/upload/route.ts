import { IMAGE_ACCEPT, IMAGE_MAX_SIZE_MB, UPLOAD_MESSAGES, checkUpload, randomFileName } from "@parlo/core";
import { z } from "zod";
import { getSession } from "@/server/auth";
import { UPLOADS_URL_PREFIX, uploadStorage } from "./upload-storage";

export const dynamic = "force-dynamic";

/** What each upload purpose accepts; without a purpose the image rule applies. */
const RULES = {
  image: { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB },
  "workspace-photo": { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB },
} as const;
const ZPurpose = z.enum(["workspace-photo"]).optional();

/** Room for the multipart envelope around the largest allowed file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES =
  Math.max(...Object.values(RULES).map((rule) => rule.maxSizeMB)) * 1_000_000 + MULTIPART_OVERHEAD_BYTES;

const fail = (error: string, status: number) => Response.json({ error }, { status });

// POST /api/upload - stores one file of a signed-in user (multipart field `file`, optional `purpose`)
export async function POST(request: Request) {
  const session = await getSession();
  if (!session) return fail("Please sign in.", 401);

  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > MAX_BODY_BYTES) return fail(UPLOAD_MESSAGES.maxSize(IMAGE_MAX_SIZE_MB), 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("Send the file as multipart/form-data in the field `file`.", 400);
  }
  const purpose = ZPurpose.safeParse(form.get("purpose") ?? undefined);
  if (!purpose.success) return fail("Unknown upload purpose.", 400);
  const rule = RULES[purpose.data ?? "image"];

  const file = form.get("file");
  if (!(file instanceof File)) return fail(UPLOAD_MESSAGES.noFile, 400);
  if (file.size > rule.maxSizeMB * 1_000_000) return fail(UPLOAD_MESSAGES.maxSize(rule.maxSizeMB), 413);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkUpload({ bytes, fileName: file.name, accept: rule.accept, maxSizeMB: rule.maxSizeMB });
  if (!check.ok) return fail(check.error, check.error === UPLOAD_MESSAGES.maxSize(rule.maxSizeMB) ? 413 : 400);

  const filename = randomFileName(check.ext);
  const { path } = await uploadStorage.put(`users/${session.userId}/${filename}`, bytes, check.contentType);
  return Response.json(
    { url: `${UPLOADS_URL_PREFIX}${path}`, path, filename, sizeKB: Math.round(check.sizeBytes / 100) / 10 },
    { status: 201 },
  );
}

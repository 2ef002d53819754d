import {
  IMAGE_ACCEPT,
  IMAGE_MAX_SIZE_MB,
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  checkKnowledgeUpload,
  checkUpload,
  randomFileName,
  readImageSize,
} from "@parlo/core";
import {
  AGENCY_LIMITS,
  AGENCY_MESSAGES,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_UPLOAD_FOLDER,
  ZAgentScopeInput,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { getRequestSession } from "@/server/auth";
import { serverCaller } from "@/server/caller";
import { UPLOADS_URL_PREFIX, uploadStorage } from "./upload-storage";

export const dynamic = "force-dynamic";

interface UploadRule {
  accept: readonly string[];
  maxSizeMB: number;
  /** an exact size in pixels, refused with `message` otherwise */
  pixels?: { width: number; height: number; message: string };
}

/** What each upload purpose accepts; without a purpose the image rule applies. */
const RULES: Record<"image" | "workspace-photo" | "logo" | AgencyUploadPurpose, UploadRule> = {
  image: { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB },
  "workspace-photo": { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB },
  // the onboarding's custom logo (section 5: png, jpg, jpeg, gif, webp up to 0.5 MB)
  logo: { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB },
  // agency settings (agency-shell-dashboards.md section 5): square logos PNG 256x256, favicon PNG 32x32, tab icons 1 MB
  "agency-logo": {
    accept: ["png"],
    maxSizeMB: IMAGE_MAX_SIZE_MB,
    pixels: { width: AGENCY_LIMITS.logoPx, height: AGENCY_LIMITS.logoPx, message: AGENCY_MESSAGES.logoSize },
  },
  "agency-favicon": {
    accept: ["png"],
    maxSizeMB: IMAGE_MAX_SIZE_MB,
    pixels: { width: AGENCY_LIMITS.faviconPx, height: AGENCY_LIMITS.faviconPx, message: AGENCY_MESSAGES.faviconSize },
  },
  "custom-tab-icon": { accept: IMAGE_ACCEPT, maxSizeMB: AGENCY_LIMITS.tabIconMaxMB },
};
type AgencyUploadPurpose = "agency-logo" | "agency-favicon" | "custom-tab-icon";
const ZPurpose = z
  .enum(["workspace-photo", "logo", "knowledge", "agency-logo", "agency-favicon", "custom-tab-icon"])
  .optional();

/** Room for the multipart envelope around the largest allowed file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const LARGEST_IMAGE_MB = Math.max(...Object.values(RULES).map((rule) => rule.maxSizeMB));
const MAX_BODY_BYTES = LARGEST_IMAGE_MB * 1_000_000 + MULTIPART_OVERHEAD_BYTES;
/** Knowledge documents are larger: their uploads say so in the query (?purpose=knowledge) before the body is read. */
const KNOWLEDGE_MAX_BODY_BYTES = KNOWLEDGE_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const fail = (error: string, status: number) => Response.json({ error }, { status });

// POST /api/upload - stores one file of a signed-in user (multipart field `file`, optional `purpose`;
// knowledge documents: POST /api/upload?purpose=knowledge with `purpose`, `region` and `agentId`)
export async function POST(request: Request) {
  const session = await getRequestSession(request);
  if (!session) return fail("Please sign in.", 401);

  // browsers always say how large an upload is; a body without a length is not read at all
  const lengthHeader = request.headers.get("content-length");
  if (lengthHeader === null) return fail("Send the upload with a Content-Length.", 411);
  const declaredLength = Number(lengthHeader);
  const knowledge = new URL(request.url).searchParams.get("purpose") === "knowledge";
  if (knowledge && declaredLength > KNOWLEDGE_MAX_BODY_BYTES) return fail(KNOWLEDGE_MESSAGES.fileTooLarge, 413);
  if (!knowledge && declaredLength > MAX_BODY_BYTES) return fail(UPLOAD_MESSAGES.maxSize(LARGEST_IMAGE_MB), 413);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("Send the file as multipart/form-data in the field `file`.", 400);
  }
  const purpose = ZPurpose.safeParse(form.get("purpose") ?? undefined);
  if (!purpose.success) return fail("Unknown upload purpose.", 400);
  if (purpose.data === "knowledge") {
    if (!knowledge) return fail("Send knowledge documents to /api/upload?purpose=knowledge.", 400);
    return storeKnowledgeDocument(form);
  }
  const rule = RULES[purpose.data ?? "image"];

  const file = form.get("file");
  if (!(file instanceof File)) return fail(UPLOAD_MESSAGES.noFile, 400);
  if (file.size > rule.maxSizeMB * 1_000_000) return fail(UPLOAD_MESSAGES.maxSize(rule.maxSizeMB), 413);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkUpload({ bytes, fileName: file.name, accept: rule.accept, maxSizeMB: rule.maxSizeMB });
  if (!check.ok) return fail(check.error, check.error === UPLOAD_MESSAGES.maxSize(rule.maxSizeMB) ? 413 : 400);
  if (rule.pixels) {
    const size = readImageSize(bytes);
    if (size?.width !== rule.pixels.width || size.height !== rule.pixels.height) return fail(rule.pixels.message, 400);
  }

  const filename = randomFileName(check.ext);
  const { path } = await uploadStorage.put(`users/${session.userId}/${filename}`, bytes, check.contentType);
  return Response.json(
    { url: `${UPLOADS_URL_PREFIX}${path}`, path, filename, sizeKB: Math.round(check.sizeBytes / 100) / 10 },
    { status: 201 },
  );
}

/**
 * A knowledge document (purpose "knowledge", fields `region` and `agentId`): stored in the agent's
 * workspace folder when the signed-in user may edit the agent; checked by extension and size here,
 * its content is read (and refused when corrupt) by the ingestion. `knowledge.addDoc` takes the url.
 */
async function storeKnowledgeDocument(form: FormData) {
  const scope = ZAgentScopeInput.safeParse({ region: form.get("region"), agentId: form.get("agentId") });
  if (!scope.success) return fail("Name the agent (region and agentId) the document is for.", 400);
  let workspaceId: string;
  try {
    workspaceId = (await (await serverCaller()).agent.get(scope.data)).workspaceId;
  } catch (error) {
    if (error instanceof TRPCError) return fail("Agent not found", 404);
    throw error;
  }

  const file = form.get("file");
  if (!(file instanceof File)) return fail(UPLOAD_MESSAGES.noFile, 400);
  const check = checkKnowledgeUpload({ name: file.name, size: file.size });
  if (!check.ok) return fail(check.error, check.status);

  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > KNOWLEDGE_UPLOAD_MAX_BYTES) return fail(KNOWLEDGE_MESSAGES.fileTooLarge, 413);
  const filename = randomFileName(check.ext);
  const { path } = await uploadStorage.put(
    `${KNOWLEDGE_UPLOAD_FOLDER}/${workspaceId}/${filename}`,
    bytes,
    check.contentType,
  );
  return Response.json(
    {
      url: `${UPLOADS_URL_PREFIX}${path}`,
      path,
      filename,
      name: file.name,
      mimeType: check.contentType,
      size: bytes.length,
    },
    { status: 201 },
  );
}

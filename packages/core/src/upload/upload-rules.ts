import {
  KNOWLEDGE_DOC_TYPES,
  KNOWLEDGE_MAX_DOC_BYTES,
  KNOWLEDGE_MESSAGES,
  knowledgeDocExtension,
} from "@parlo/validators";

/** Image types an upload control accepts (agents-channels-onboarding.md sections 5 and 9). */
export const IMAGE_ACCEPT = ["png", "jpg", "jpeg", "gif", "webp"] as const;

/** Logo and photo uploads: 0.5 MB at most. */
export const IMAGE_MAX_SIZE_MB = 0.5;

/** Uploaded files are served for a year without revalidation (their names never repeat). */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Content types by file extension, for the types the product stores. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The content type of a file name's extension, or application/octet-stream. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[fileExtension(fileName)] ?? "application/octet-stream";
}

/** The lower-case extension of a file name without the dot ("" when there is none). */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** Knowledge documents (upload purpose "knowledge"): the extensions of KNOWLEDGE_DOC_TYPES, up to KNOWLEDGE_MAX_DOC_BYTES. */
export const KNOWLEDGE_UPLOAD_ACCEPT: readonly string[] = Object.keys(KNOWLEDGE_DOC_TYPES);
export const KNOWLEDGE_UPLOAD_MAX_BYTES = KNOWLEDGE_MAX_DOC_BYTES;

/**
 * Checks a knowledge document by its name and size only (its content is read, and refused when
 * corrupt or empty, by the ingestion): the extension and the content type it is stored with.
 */
export function checkKnowledgeUpload(file: {
  name: string;
  size: number;
}): { ok: true; ext: string; contentType: string } | { ok: false; error: string; status: 400 | 413 } {
  if (file.size <= 0) return { ok: false, error: KNOWLEDGE_MESSAGES.emptyDocument, status: 400 };
  if (file.size > KNOWLEDGE_MAX_DOC_BYTES) return { ok: false, error: KNOWLEDGE_MESSAGES.fileTooLarge, status: 413 };
  const ext = knowledgeDocExtension(file.name);
  if (!ext) return { ok: false, error: KNOWLEDGE_MESSAGES.unsupportedFile, status: 400 };
  return { ok: true, ext, contentType: KNOWLEDGE_DOC_TYPES[ext] };
}

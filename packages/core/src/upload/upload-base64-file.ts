import { BASE64_PATTERN, TEMPORARY_UPLOAD_FOLDER, UPLOAD_FILE_LIMITS, UPLOAD_FILE_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { checkUpload, UPLOAD_MESSAGES } from "./check-upload";
import { confineTargetPath } from "./confine-target-path";
import type { FileStorage } from "./file-storage";
import { randomFileName } from "./random-file-name";
import { IMAGE_ACCEPT, IMAGE_MAX_SIZE_MB } from "./upload-rules";

/**
 * uploadFile: stores a base64-encoded image the way POST /api/upload does (the real type sniffed
 * from the bytes, 0.5 MB at most, a random 8-character name with the type's extension) in the
 * folder of `targetPath`, which must lie inside one of `allowedFolders`. The base64 text is
 * checked (length, then alphabet) before it is decoded. Temporary files go under tmp/ (see
 * ARCHITECTURE.md: nothing removes them on local disk; a bucket lifecycle rule does on S3).
 * Returns the storage path and the absolute URL /uploads/... serves it at.
 */
export async function uploadBase64File(options: {
  storage: FileStorage | undefined;
  dashboardUrl: string;
  base64Payload: string;
  targetPath: string;
  temporary: boolean;
  allowedFolders: readonly string[];
}): Promise<{ path: string; url: string; temporary: boolean }> {
  const { storage, base64Payload, temporary } = options;
  if (!storage) throw new DomainError("INTERNAL_SERVER_ERROR", UPLOAD_FILE_MESSAGES.notConfigured);
  const target = confineTargetPath(options.targetPath, options.allowedFolders);
  if (!target.ok) throw new DomainError(target.code, target.error);

  const tooLarge = UPLOAD_MESSAGES.maxSize(IMAGE_MAX_SIZE_MB);
  if (base64Payload.length > UPLOAD_FILE_LIMITS.maxBase64Length) throw new DomainError("PAYLOAD_TOO_LARGE", tooLarge);
  if (!BASE64_PATTERN.test(base64Payload)) throw new DomainError("BAD_REQUEST", UPLOAD_FILE_MESSAGES.badBase64);
  const bytes = new Uint8Array(Buffer.from(base64Payload, "base64"));

  const check = checkUpload({ bytes, fileName: target.fileName, accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB });
  if (!check.ok) throw new DomainError(check.error === tooLarge ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", check.error);

  const folder = temporary ? `${TEMPORARY_UPLOAD_FOLDER}/${target.folder}` : target.folder;
  const { path } = await storage.put(`${folder}/${randomFileName(check.ext)}`, bytes, check.contentType);
  return { path, url: new URL(`/uploads/${path}`, options.dashboardUrl).toString(), temporary };
}

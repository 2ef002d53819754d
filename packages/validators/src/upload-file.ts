import { z } from "zod";
import { zRegion } from "./region";
import { zAgentId } from "./workspace";

/**
 * uploadFile (agentId, userId, base64Payload, targetPath, temporary) returns data.url: a file sent
 * as base64 through the API (scripts, tools). Same rules as POST /api/upload for images: the real
 * type is sniffed from the bytes, 0.5 MB at most, stored under a random name.
 */
export const UPLOAD_FILE_LIMITS = {
  /** the decoded file, in bytes (the upload route's image cap: 0.5 MB) */
  maxBytes: 500_000,
  /** the base64 text of maxBytes (4 characters per 3 bytes, padded): checked before anything is decoded */
  maxBase64Length: Math.ceil(500_000 / 3) * 4,
  maxTargetPathLength: 300,
} as const;

/** Temporary uploads are stored under this first folder (tmp/users/..., tmp/agents/...). */
export const TEMPORARY_UPLOAD_FOLDER = "tmp";

export const UPLOAD_FILE_MESSAGES = {
  badBase64:
    "base64Payload must be plain base64 (A-Z, a-z, 0-9, + and /, padded with =), without a data: prefix or spaces.",
  emptyFile: "Please choose a file to upload.",
  badPath:
    "targetPath must be a relative path such as users/{userId}/logo.png: names of letters, digits, _, . and - separated by /, without .., hidden names or encoded characters.",
  notYourFolder:
    "targetPath must be inside your own folder: users/{your user id}/ when signed in, or agents/{agentId}/ of the agent named in the call.",
  privateFolder: "Files cannot be uploaded into knowledge/ this way; add documents in the Knowledge Base.",
  notYourUserId: "userId must be your own user id (with a workspace or agent secret: the id of the agent's workspace).",
  notConfigured: "Uploads are not configured on this installation.",
} as const;

/** Standard base64 with its padding: whole 4-character groups, `=` only at the end. */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const ZUploadFileInput = z.object({
  region: zRegion,
  agentId: zAgentId,
  userId: z.string().regex(/^[A-Za-z0-9]{15}$/, UPLOAD_FILE_MESSAGES.notYourUserId),
  // the length is checked before the pattern, so an oversized payload is refused without scanning it
  base64Payload: z
    .string()
    .min(1, UPLOAD_FILE_MESSAGES.emptyFile)
    .max(UPLOAD_FILE_LIMITS.maxBase64Length, `Max size: ${UPLOAD_FILE_LIMITS.maxBytes / 1_000_000} MBs`)
    .regex(BASE64_PATTERN, UPLOAD_FILE_MESSAGES.badBase64),
  targetPath: z.string().min(1, UPLOAD_FILE_MESSAGES.badPath).max(UPLOAD_FILE_LIMITS.maxTargetPathLength),
  temporary: z.boolean().default(false),
});
export type TUploadFileInput = z.infer<typeof ZUploadFileInput>;

/** `data.url`: the absolute URL the file is served at (GET /uploads/...). */
export const ZUploadFileOutput = z.object({
  data: z.object({ url: z.url(), path: z.string(), temporary: z.boolean() }),
});
export type TUploadFileOutput = z.infer<typeof ZUploadFileOutput>;

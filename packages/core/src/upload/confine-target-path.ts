import { TEMPORARY_UPLOAD_FOLDER, UPLOAD_FILE_MESSAGES } from "@parlo/validators";
import { isSafeStoragePath } from "./file-storage";

/** Folders an upload path may never name (knowledge documents are private, read by the worker only). */
const PRIVATE_FOLDERS = ["knowledge"];

export type TargetPathCheck =
  { ok: true; folder: string; fileName: string } | { ok: false; code: "BAD_REQUEST" | "FORBIDDEN"; error: string };

/**
 * Where uploadFile may write. `targetPath` is a storage path relative to the uploads root, ending
 * in a file name: plain names of [A-Za-z0-9_.-] separated by "/" (so no leading "/", no "\", no
 * %-encoded separator, no "." or ".." and no hidden name), whose folder is one of `allowedFolders`
 * (e.g. "users/{userId}", "agents/{agentId}") or inside one. The private knowledge/ folder and the
 * temporary folder (chosen by the `temporary` flag, never by the path) are refused. Pure.
 */
export function confineTargetPath(targetPath: string, allowedFolders: readonly string[]): TargetPathCheck {
  if (!isSafeStoragePath(targetPath)) return { ok: false, code: "BAD_REQUEST", error: UPLOAD_FILE_MESSAGES.badPath };
  const segments = targetPath.split("/");
  const fileName = segments.pop() ?? "";
  if (segments.length === 0) return { ok: false, code: "FORBIDDEN", error: UPLOAD_FILE_MESSAGES.notYourFolder };
  // compared case-insensitively: a case-insensitive disk sees "Knowledge/" as the same folder
  const first = (segments[0] ?? "").toLowerCase();
  if (PRIVATE_FOLDERS.includes(first))
    return { ok: false, code: "FORBIDDEN", error: UPLOAD_FILE_MESSAGES.privateFolder };
  if (first === TEMPORARY_UPLOAD_FOLDER)
    return { ok: false, code: "FORBIDDEN", error: UPLOAD_FILE_MESSAGES.notYourFolder };
  const folder = segments.join("/");
  const inside = allowedFolders.some((allowed) => folder === allowed || folder.startsWith(`${allowed}/`));
  if (!inside) return { ok: false, code: "FORBIDDEN", error: UPLOAD_FILE_MESSAGES.notYourFolder };
  return { ok: true, folder, fileName };
}

import { isSafeStoragePath } from "./file-storage";

/** Folders whose files are never served (knowledge documents are read only by the knowledge worker). */
const PRIVATE_FOLDERS = ["knowledge"];

/**
 * The storage path of a file /uploads/... may serve, from the URL's decoded path segments, or null.
 * A segment must be a plain name: a "/" or "\" inside one (sent encoded as %2F or %5C) would let a
 * request step past the folder check, so such paths are refused outright. The first folder of the
 * joined path decides privacy, compared case-insensitively (a case-insensitive disk sees
 * "Knowledge/" as the same folder).
 */
export function publicUploadPath(segments: readonly string[]): string | null {
  if (segments.length === 0) return null;
  if (segments.some((segment) => segment.length === 0 || /[/\\]/.test(segment))) return null;
  const joined = segments.join("/");
  if (!isSafeStoragePath(joined)) return null;
  const folder = (joined.split("/")[0] ?? "").toLowerCase();
  return PRIVATE_FOLDERS.includes(folder) ? null : joined;
}

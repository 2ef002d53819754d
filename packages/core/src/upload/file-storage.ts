/** A stored file as read back: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Where uploaded files live. Paths are relative, "/"-separated, made only of letters, digits,
 * "_", "." and "-" (see isSafeStoragePath). Implementations: createLocalStorage (the disk) and
 * createS3Storage (an S3-compatible bucket).
 */
export interface FileStorage {
  /** Stores (or replaces) a file; throws on an unsafe path or content type. */
  put(path: string, bytes: Uint8Array, contentType: string): Promise<{ path: string }>;
  /** The file at a path, or null when there is none (or the path is not a valid storage path). */
  get(path: string): Promise<StoredFile | null>;
}

const MAX_PATH_LENGTH = 512;

/**
 * A storage path that cannot leave the storage root: characters [A-Za-z0-9/_.-] only, no empty
 * segment (so no leading, trailing or double "/"), no "." or ".." and no hidden (dot-first) segment.
 */
export function isSafeStoragePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  if (!/^[A-Za-z0-9/_.-]+$/.test(path)) return false;
  return path.split("/").every((segment) => segment.length > 0 && !segment.startsWith("."));
}

/** A plain "type/subtype" content type (no parameters, nothing that could break a header). */
export function isSafeContentType(contentType: string): boolean {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i.test(contentType);
}

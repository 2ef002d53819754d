import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSafeContentType, isSafeStoragePath, type FileStorage, type StoredFile } from "./file-storage";
import { contentTypeFor } from "./upload-rules";

/** Content types are kept beside the files, in a folder no storage path can reach (hidden segment). */
const META_DIR = ".meta";

const isMissing = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR");

/**
 * Files on the local disk under `dir` (created on first write). Each write goes to a temporary
 * file first and is renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);

  const inside = (base: string, storagePath: string) => {
    const full = path.resolve(base, ...storagePath.split("/"));
    // defence in depth: the path check above already rules out leaving the root
    if (!full.startsWith(root + path.sep)) throw new Error(`Unsafe storage path: "${storagePath}"`);
    return full;
  };
  const metaFile = (storagePath: string) => inside(path.join(root, META_DIR), `${storagePath}.json`);

  const writeAtomically = async (file: string, data: Uint8Array | string) => {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    async put(storagePath, bytes, contentType) {
      if (!isSafeStoragePath(storagePath)) throw new Error(`Unsafe storage path: "${storagePath}"`);
      if (!isSafeContentType(contentType)) throw new Error(`Invalid content type: "${contentType}"`);
      await writeAtomically(metaFile(storagePath), JSON.stringify({ contentType }));
      await writeAtomically(inside(root, storagePath), bytes);
      return { path: storagePath };
    },

    async get(storagePath): Promise<StoredFile | null> {
      if (!isSafeStoragePath(storagePath)) return null;
      let data: Buffer;
      try {
        data = await readFile(inside(root, storagePath));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const bytes = new Uint8Array(data.byteLength);
      bytes.set(data);
      return { bytes, contentType: await readContentType(metaFile(storagePath), storagePath) };
    },
  };
}

async function readContentType(metaPath: string, storagePath: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await readFile(metaPath, "utf8"));
    if (
      typeof meta === "object" &&
      meta !== null &&
      "contentType" in meta &&
      typeof meta.contentType === "string" &&
      isSafeContentType(meta.contentType)
    ) {
      return meta.contentType;
    }
  } catch {
    // no (readable) record: fall back to the extension
  }
  return contentTypeFor(storagePath);
}

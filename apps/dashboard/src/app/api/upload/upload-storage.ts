import "server-only";
import path from "node:path";
import { createLocalStorage, type FileStorage } from "@parlo/core";

/**
 * Where uploaded files are kept: `<repo>/.data/uploads` on the local disk (the dashboard runs
 * with apps/dashboard as its working directory; `.data` is git-ignored). To move it, this constant
 * is meant to become an UPLOADS_DIR variable in env.ts (default the same path); a cloud bucket
 * would implement the same FileStorage interface.
 */
export const UPLOADS_DIR = path.resolve(process.cwd(), "../../.data/uploads");

/** Public URL prefix under which the GET /uploads/[...path] route serves stored files. */
export const UPLOADS_URL_PREFIX = "/uploads/";

export const uploadStorage: FileStorage = createLocalStorage(UPLOADS_DIR);

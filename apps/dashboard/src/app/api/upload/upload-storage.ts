import "server-only";
import path from "node:path";
import { createLocalStorage, createS3Storage, type FileStorage } from "@parlo/core";
import { env } from "@/env";

/**
 * Where uploaded files are kept (UPLOAD_STORAGE): "local" (the default) on the disk under
 * UPLOADS_DIR, by default `<repo>/.data/uploads` (the dashboard runs with apps/dashboard as its
 * working directory; `.data` is git-ignored); "s3" in an S3-compatible bucket (S3_ENDPOINT,
 * S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Either way the files are served
 * by GET /uploads/[...path] (private prefixes stay private).
 */
export const UPLOADS_DIR = env.UPLOADS_DIR
  ? path.resolve(env.UPLOADS_DIR)
  : path.resolve(process.cwd(), "../../.data/uploads");

/** Public URL prefix under which the GET /uploads/[...path] route serves stored files. */
export const UPLOADS_URL_PREFIX = "/uploads/";

function configuredStorage(): FileStorage {
  // (during `next build` the variables are not validated, so anything but "s3" is the default)
  if (env.UPLOAD_STORAGE !== "s3") return createLocalStorage(UPLOADS_DIR);
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "UPLOAD_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_REGION defaults to us-east-1).",
    );
  }
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}

export const uploadStorage: FileStorage = configuredStorage();

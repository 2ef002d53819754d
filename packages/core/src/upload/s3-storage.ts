import { isSafeContentType, isSafeStoragePath, type FileStorage, type StoredFile } from "./file-storage";
import { sha256Hex, signV4 } from "./sigv4";
import { UPLOAD_CACHE_CONTROL, contentTypeFor } from "./upload-rules";

export interface S3StorageConfig {
  /** the S3-compatible API's base URL (AWS, MinIO, R2, ...), e.g. https://s3.eu-west-1.amazonaws.com */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** for tests: the clock the signatures use */
  now?: () => Date;
}

/**
 * Files in an S3-compatible bucket, path-style (`{endpoint}/{bucket}/{path}`), each request signed
 * with AWS Signature Version 4. Objects are written with their content type and the one-year
 * cache header (names never repeat). The endpoint is the operator's configuration, not a URL a
 * user typed, so these requests do not go through the SSRF guard. Errors never carry the secret.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const base = config.endpoint.replace(/\/+$/, "");
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  };
  const objectUrl = (path: string) => new URL(`${base}/${encodeURIComponent(config.bucket)}/${path}`);
  const send = (method: "GET" | "PUT", path: string, body?: Uint8Array, headers: Record<string, string> = {}) => {
    const url = objectUrl(path);
    const signed = signV4(
      { method, url, headers, payloadHash: sha256Hex(body ?? "") },
      credentials,
      config.now?.() ?? new Date(),
    );
    // fetch sets Host itself (to the same value that was signed)
    const sent = Object.fromEntries(Object.entries(signed).filter(([name]) => name !== "host"));
    return fetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };

  return {
    async put(path, bytes, contentType) {
      if (!isSafeStoragePath(path)) throw new Error(`Unsafe storage path: "${path}"`);
      if (!isSafeContentType(contentType)) throw new Error(`Invalid content type: "${contentType}"`);
      const response = await send("PUT", path, bytes, {
        "content-type": contentType,
        "cache-control": UPLOAD_CACHE_CONTROL,
      });
      if (!response.ok) {
        throw new Error(`The file store refused the upload (HTTP ${response.status} ${await errorCode(response)})`);
      }
      return { path };
    },

    async get(path): Promise<StoredFile | null> {
      if (!isSafeStoragePath(path)) return null;
      const response = await send("GET", path);
      // a missing object is null; a missing bucket is a configuration error
      const code = response.ok ? "" : await errorCode(response);
      if (response.status === 404 && code !== "NoSuchBucket") return null;
      if (!response.ok) {
        throw new Error(`The file store refused the download (HTTP ${response.status} ${code})`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const stored = response.headers.get("content-type") ?? "";
      return { bytes, contentType: isSafeContentType(stored) ? stored : contentTypeFor(path) };
    },
  };
}

/** The <Code> of an S3 error answer (SignatureDoesNotMatch, AccessDenied, ...), for the log. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? "";
}

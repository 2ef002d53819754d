import { createHash, createHmac } from "node:crypto";

/** What is signed: the request as it will be sent (headers other than the signed ones may follow). */
export interface SigV4Request {
  method: string;
  url: URL;
  /** lowercase names; host, x-amz-date and x-amz-content-sha256 are added */
  headers: Record<string, string>;
  /** hex sha256 of the body ("UNSIGNED-PAYLOAD" is allowed by S3 but not used here) */
  payloadHash: string;
  /**
   * Whether to send and sign the x-amz-content-sha256 header (S3 requires it; the generic AWS test
   * suite does not use it). Default true. The payload hash ends the canonical request either way.
   */
  contentSha256Header?: boolean;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (S3 keeps "/" in paths). */
function encode(text: string, keepSlash: boolean): string {
  return [...text]
    .map((char) =>
      /[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")
        ? char
        : [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
    )
    .join("");
}

/** Byte-order comparison (the encoded strings are ASCII). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** "20130524T000000Z" for a date. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * AWS Signature Version 4 (header form): the canonical request (method, path, sorted query,
 * sorted lowercase headers, signed header list, payload hash), the string to sign with the
 * credential scope date/region/service/aws4_request, and the HMAC-SHA256 key chain from the
 * secret. Answers every header to send, Authorization included.
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials, now: Date): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    "x-amz-date": stamp,
    ...(request.contentSha256Header === false ? {} : { "x-amz-content-sha256": request.payloadHash }),
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  // sorted by encoded name, then by encoded value
  const query = [...request.url.searchParams]
    .map(([key, value]): [string, string] => [encode(key, false), encode(value, false)])
    .sort(([keyA, valueA], [keyB, valueB]) => compare(keyA, keyB) || compare(valueA, valueB))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const path = encode(decodeURIComponent(request.url.pathname), true);
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, request.payloadHash].join(
    "\n",
  );
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A local stand-in for an S3-compatible bucket API (path-style PUT and GET of objects) that checks
 * every request's AWS Signature Version 4 on its own (it does not use the product's signer), so
 * tests prove the product signs like S3 expects. Objects live in memory.
 */
export interface S3StandInOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface S3StandIn {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** by key (the path after the bucket) */
  objects: Map<string, StoredObject>;
  /** every request: method, path and the status answered */
  requests: Array<{ method: string; path: string; status: number }>;
  stop(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** encodeURIComponent plus the characters it leaves alone that SigV4 encodes. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function s3Error(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** Whether the request carries a valid signature for these credentials (and its body's hash). */
function verify(request: IncomingMessage, body: Buffer, options: S3StandInOptions): boolean {
  const authorization = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, accessKeyId = "", day = "", region = "", signedHeaders = "", signature = ""] = match;
  const stamp = String(request.headers["x-amz-date"] ?? "");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (accessKeyId !== options.accessKeyId || region !== options.region || !stamp.startsWith(day)) return false;
  if (payloadHash !== sha256(body)) return false;
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return false;
  const url = new URL(request.url ?? "/", "http://stand-in.invalid");
  // sorted by encoded name, then encoded value
  const query = [...url.searchParams]
    .map(([key, value]) => `${rfc3986(key)}\u0000${rfc3986(value)}`)
    .sort()
    .map((pair) => pair.replace("\u0000", "="))
    .join("&");
  const headerLines = names.map((name) => `${name}:${String(request.headers[name] ?? "").trim()}\n`).join("");
  const canonical = [request.method, url.pathname, query, headerLines, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex") === signature;
}

export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: S3StandIn["requests"] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? "/", "http://stand-in.invalid").pathname;
      const answer = (status: number, code: string) => {
        requests.push({ method: request.method ?? "", path, status });
        s3Error(response, status, code);
      };
      if (!verify(request, body, options)) return answer(403, "SignatureDoesNotMatch");
      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) return answer(404, "NoSuchBucket");
      const key = decodeURIComponent(path.slice(prefix.length));
      if (request.method === "PUT") {
        objects.set(key, {
          body,
          contentType: String(request.headers["content-type"] ?? "binary/octet-stream"),
          cacheControl: String(request.headers["cache-control"] ?? ""),
        });
        requests.push({ method: "PUT", path, status: 200 });
        response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
        return;
      }
      if (request.method === "GET") {
        const object = objects.get(key);
        if (!object) return answer(404, "NoSuchKey");
        requests.push({ method: "GET", path, status: 200 });
        response.writeHead(200, {
          "content-type": object.contentType,
          "cache-control": object.cacheControl,
          "content-length": object.body.length,
        });
        response.end(object.body);
        return;
      }
      answer(405, "MethodNotAllowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

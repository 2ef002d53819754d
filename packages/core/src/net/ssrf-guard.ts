import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { isAllowedHost, parseAllowedHosts, type AllowedHost } from "./allowed-hosts";
import { FetchLimitError, FetchNetworkError, SsrfBlockedError } from "./fetch-errors";
import { blockedAddressKind } from "./ip-ranges";

export const GUARDED_FETCH_DEFAULTS = {
  /** the whole response body, after decompression */
  maxBytes: 5 * 1024 * 1024,
  /** DNS, connection, every redirect and the body together */
  timeoutMs: 10_000,
  maxRedirects: 5,
} as const;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * How every server-side fetch of a URL someone typed in is limited. `allowedHosts` is the
 * SSRF_ALLOWED_HOSTS allow-list (host or host:port entries that may be private or loopback, for
 * local fixture servers): empty by default.
 */
export interface FetchGuardConfig {
  allowedHosts?: string | readonly string[];
  maxBytes?: number;
  /**
   * A body over maxBytes is cut at maxBytes (the rest is not read; `truncated` says so) instead of
   * refused with a FetchLimitError; for readers that can use the start of a large file.
   */
  truncateOverMaxBytes?: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
  /** DNS resolution, all addresses of a host (node:dns lookup by default; tests can stand in) */
  resolveHost?: (host: string) => Promise<ResolvedAddress[]>;
}

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  ok: boolean;
  /** the URL that answered, after redirects */
  url: string;
  headers: Headers;
  redirects: number;
  body: Buffer;
  /** the body was cut at maxBytes (only with truncateOverMaxBytes) */
  truncated: boolean;
  text(): string;
}

/** Headers kept when a redirect leaves the origin (credentials and custom headers are dropped). */
const CROSS_ORIGIN_SAFE_HEADERS = new Set(["accept", "accept-language", "content-type", "user-agent"]);
/** Headers the guard sets itself. */
const CONTROLLED_HEADERS = new Set(["host", "content-length", "transfer-encoding", "connection", "accept-encoding"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function defaultResolveHost(host: string): Promise<ResolvedAddress[]> {
  try {
    return await dnsLookup(host, { all: true, verbatim: true });
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "failed";
    throw new FetchNetworkError(`Could not resolve ${host} (${code})`);
  }
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/**
 * The address to connect to for a URL, after the checks: http or https, no credentials, and every
 * address the host resolves to public (unless the host, or host:port, is on the allow-list).
 */
async function checkedAddress(
  url: URL,
  allowed: readonly AllowedHost[],
  resolveHost: (host: string) => Promise<ResolvedAddress[]>,
): Promise<ResolvedAddress> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SsrfBlockedError(`Only http and https URLs may be fetched, not ${url.protocol}`, url.protocol);
  }
  if (url.username || url.password) {
    throw new SsrfBlockedError("URLs with a user name or password may not be fetched", url.origin);
  }
  const host = hostOf(url);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveHost(host);
  const first = addresses[0];
  if (!first) throw new FetchNetworkError(`${host} has no address`);
  if (!isAllowedHost(allowed, host, portOf(url))) {
    for (const { address } of addresses) {
      const kind = blockedAddressKind(address);
      if (kind) {
        // the message reaches people (a test event's answer, a crawl report, the workspace log):
        // it names the host they typed, never the address a name resolved to
        const what = `${family ? "is" : "resolves to"} a ${kind} address`;
        throw new SsrfBlockedError(
          `The host ${host} is not allowed: it ${what}, and server-side requests may only reach public addresses`,
          url.origin,
        );
      }
    }
  }
  return first;
}

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function open(
  url: URL,
  target: ResolvedAddress,
  request: { method: string; headers: Record<string, string>; body: string | Uint8Array | undefined },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = { "accept-encoding": "gzip, deflate, br" };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!CONTROLLED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    if (request.body !== undefined) headers["content-length"] = Buffer.byteLength(request.body);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    try {
      const outgoing = send(
        {
          protocol: url.protocol,
          hostname: hostOf(url),
          port: portOf(url),
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          lookup: pinnedLookup(target),
          agent: false,
          signal,
        },
        resolve,
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  truncate: boolean,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const tooBig = () => new FetchLimitError(`The response is larger than ${maxBytes} bytes`, "size");
  const declared = Number(response.headers["content-length"]);
  if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooBig();
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    if (total + piece.length > maxBytes) {
      stream.destroy();
      response.destroy();
      if (!truncate) throw tooBig();
      chunks.push(piece.subarray(0, maxBytes - total));
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    total += piece.length;
    chunks.push(piece);
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

function toHeaders(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // a value fetch's Headers refuses: left out
      }
    }
  }
  return headers;
}

function sameOrigin(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && hostOf(a) === hostOf(b) && portOf(a) === portOf(b);
}

/**
 * fetch for URLs someone else chose (tool servers, crawled sites): http and https only; the host's
 * addresses are resolved and refused when loopback, private, link-local, shared, multicast or
 * reserved (IPv6 and IPv4-mapped forms too) unless the allow-list names the host; the connection
 * goes to the address that was checked (no second DNS answer in between); redirects are followed by
 * hand (at most `maxRedirects`), each hop checked again, credentials dropped when the origin changes;
 * the body is capped at `maxBytes` (refused above it, or cut there with `truncateOverMaxBytes`) and
 * the whole exchange at `timeoutMs`.
 * Throws SsrfBlockedError, FetchLimitError or FetchNetworkError; HTTP error statuses are answers.
 */
export async function guardedFetch(
  input: string | URL,
  init: GuardedRequestInit = {},
  config: FetchGuardConfig = {},
): Promise<GuardedResponse> {
  const allowed = parseAllowedHosts(config.allowedHosts);
  const maxBytes = config.maxBytes ?? GUARDED_FETCH_DEFAULTS.maxBytes;
  const timeoutMs = config.timeoutMs ?? GUARDED_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = config.maxRedirects ?? GUARDED_FETCH_DEFAULTS.maxRedirects;
  const resolveHost = config.resolveHost ?? defaultResolveHost;

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchLimitError(`No complete answer within ${timeoutMs} ms`, "timeout")),
    timeoutMs,
  );
  const stopWithCaller = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) stopWithCaller();
  init.signal?.addEventListener("abort", stopWithCaller, { once: true });
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener("abort", fail, { once: true });
  });
  aborted.catch(() => undefined);

  try {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SsrfBlockedError("Not a valid URL", "");
    }
    let method = (init.method ?? "GET").toUpperCase();
    let headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    for (let redirects = 0; ; redirects++) {
      const target = await Promise.race([checkedAddress(url, allowed, resolveHost), aborted]);
      const response = await Promise.race([open(url, target, { method, headers, body }, controller.signal), aborted]);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (redirects >= maxRedirects) {
          throw new FetchLimitError(`More than ${maxRedirects} redirects`, "redirects");
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new FetchNetworkError("The server redirected to an invalid URL");
        }
        const status = response.statusCode ?? 0;
        if ((status === 303 && method !== "HEAD") || ((status === 301 || status === 302) && method === "POST")) {
          method = "GET";
          body = undefined;
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-type"),
          );
        }
        if (!sameOrigin(url, next)) {
          headers = Object.fromEntries(
            Object.entries(headers).filter(([name]) => CROSS_ORIGIN_SAFE_HEADERS.has(name.toLowerCase())),
          );
        }
        url = next;
        continue;
      }
      const { bytes, truncated } = await Promise.race([
        readCapped(response, maxBytes, config.truncateOverMaxBytes ?? false),
        aborted,
      ]);
      const status = response.statusCode ?? 0;
      return {
        status,
        ok: status >= 200 && status < 300,
        url: url.href,
        headers: toHeaders(response),
        redirects,
        body: bytes,
        truncated,
        text: () => bytes.toString("utf8"),
      };
    }
  } catch (error) {
    if (controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof Error) throw reason;
    }
    if (error instanceof SsrfBlockedError || error instanceof FetchLimitError || error instanceof FetchNetworkError) {
      throw error;
    }
    throw new FetchNetworkError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", stopWithCaller);
    if (!controller.signal.aborted) controller.abort();
  }
}

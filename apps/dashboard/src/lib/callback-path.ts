/** Resolves paths without ever leaving it; any other origin in the result means the value escaped. */
const BASE = "http://callback.invalid";

/** A leading "//" or "/\" (browsers read "\" as "/") would make the path another site's address. */
const NETWORK_PATH = /^\/[/\\]/;

/** Characters a browser drops (tabs, new lines) or reads as "/" (backslash) while parsing a URL. */
const UNSAFE_CHARACTERS = /[\\\s\p{Cc}]/u;
const DROPPED_CHARACTERS = /[\s\p{Cc}]/gu;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The page to open after sign-in, from a `callbackUrl` query value: only a path on this site
 * ("/join/eu/abc?x=1"), normalised; null for anything else (another site, "//evil.com",
 * "/\evil.com", "https://...", "javascript:...", the same hidden behind percent-encoding, several
 * values), so the caller falls back to its default destination.
 */
export function safeCallbackPath(value: string | string[] | null | undefined): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (NETWORK_PATH.test(value) || UNSAFE_CHARACTERS.test(value)) return null;
  const decoded = decodedOnce(value);
  if (decoded === null || NETWORK_PATH.test(decoded.replace(DROPPED_CHARACTERS, ""))) return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || NETWORK_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to sign-in or sign-up ("/login") that returns to `callbackPath` afterwards, when there is one. */
export function withCallbackUrl(path: string, callbackPath: string | null): string {
  return callbackPath ? `${path}?callbackUrl=${encodeURIComponent(callbackPath)}` : path;
}

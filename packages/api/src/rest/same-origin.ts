const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a request may act with the session cookie: safe methods always; anything else only when
 * the browser says it comes from this app: its Origin is the host the request was sent to (or one
 * of `ownUrls`, the app's public URLs behind a proxy), or, without an Origin, Sec-Fetch-Site says
 * same-origin. A request with neither header is not from a browser page and must use a bearer.
 */
export function isSameOriginRequest(request: Request, ownUrls: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin === null) return request.headers.get("sec-fetch-site") === "same-origin";
  const host = originHost(origin);
  if (host === null) return false;
  if (host === request.headers.get("host")) return true;
  return ownUrls.some((url) => originHost(url) === host && new URL(url).origin === origin);
}

/** Query parameters that only track visits: removed so the same page is not read twice. */
const TRACKING_PARAMS = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The one spelling of a page URL the crawler keeps: http(s) only, no credentials, no fragment,
 * lower-case host and no default port (URL does both), query parameters sorted and tracking ones
 * dropped, no trailing slash except on the root ("/docs/" and "/docs" are one page), "//" collapsed.
 * Relative URLs are resolved against `base`. Null when it is not a fetchable http(s) URL.
 */
export function normalizeUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = "";
  let path = url.pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  url.pathname = path;
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING_PARAMS.test(name));
  params.sort(([a, aValue], [b, bValue]) => (a === b ? compare(aValue, bValue) : compare(a, b)));
  url.search = params.length > 0 ? new URLSearchParams(params).toString() : "";
  return url.href;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

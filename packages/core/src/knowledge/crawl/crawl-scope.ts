import type { TCrawlMode } from "@parlo/validators";
import { normalizeUrl } from "./normalize-url";

/** Which URLs a crawl may visit: its origins, and for mode "path" a path prefix. */
export interface CrawlScope {
  /** the start URL's origin, plus the one it redirected to (http -> https, example.com -> www.) */
  origins: Set<string>;
  /** "/docs" for mode "path" started at /docs/ (or /docs, or /docs/index.html); null for the whole site */
  pathPrefix: string | null;
}

/** Links to these are never pages: images, styles, scripts, fonts, media, archives, binaries. */
const NOT_PAGES =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|css|js|mjs|cjs|map|json|xml|rss|atom|woff2?|ttf|otf|eot|mp3|mp4|m4a|m4v|wav|ogg|oga|ogv|webm|mov|avi|mkv|flac|zip|gz|tgz|tar|bz2|xz|rar|7z|exe|msi|dmg|pkg|apk|iso|bin|img|xlsx?|pptx?|odt|ods|odp|rtf|eps|psd|ai)$/i;

/** The path prefix of a "path" crawl: the start URL's path, or its folder when it names a file. */
export function pathPrefixOf(startUrl: string): string {
  const path = new URL(startUrl).pathname;
  const trimmed = path.replace(/\/+$/, "");
  if (path.endsWith("/")) return trimmed;
  const last = trimmed.slice(trimmed.lastIndexOf("/") + 1);
  return last.includes(".") ? trimmed.slice(0, trimmed.lastIndexOf("/")) : trimmed;
}

export function createCrawlScope(startUrl: string, mode: TCrawlMode): CrawlScope {
  return {
    origins: new Set([new URL(startUrl).origin]),
    pathPrefix: mode === "path" ? pathPrefixOf(startUrl) : null,
  };
}

/** Whether the URL path is the prefix itself or under it ("/docs" covers /docs and /docs/a, not /docsx). */
function underPrefix(pathname: string, prefix: string): boolean {
  if (prefix === "" || prefix === "/") return true;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a normalised URL may be crawled: same origin, under the prefix, and not an obvious non-page. */
export function isInScope(url: string, scope: CrawlScope): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!scope.origins.has(parsed.origin)) return false;
  if (scope.pathPrefix !== null && !underPrefix(parsed.pathname, scope.pathPrefix)) return false;
  return !isNotAPage(parsed.pathname);
}

/** Whether a path obviously names something else than a page or a document (by its extension). */
export function isNotAPage(pathname: string): boolean {
  return NOT_PAGES.test(pathname);
}

/** Normalise a list of links and keep the in-scope ones, once each, in their order. */
export function scopeLinks(links: readonly string[], scope: CrawlScope, base?: string): string[] {
  const kept = new Set<string>();
  for (const link of links) {
    const url = normalizeUrl(link, base);
    if (url && isInScope(url, scope)) kept.add(url);
  }
  return [...kept];
}

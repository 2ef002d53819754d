import { gunzipSync } from "node:zlib";
import { Parser } from "htmlparser2";
import { guardedFetch, type FetchGuardConfig } from "../../net/ssrf-guard";
import { crawlerHeaders } from "./user-agent";

export const SITEMAP_LIMITS = {
  /** page URLs read from all sitemaps together */
  maxUrls: 10_000,
  /** sitemap files fetched (an index and its children) */
  maxFiles: 25,
  /** one sitemap file, after decompression (the sitemaps protocol allows 50 MB; we read less) */
  maxBytes: 10 * 1024 * 1024,
} as const;

export interface ParsedSitemap {
  /** <urlset><url><loc> */
  urls: string[];
  /** <sitemapindex><sitemap><loc> */
  sitemaps: string[];
}

/** The local name of an XML tag ("image:loc" -> "loc"), lower case. */
function localName(name: string): string {
  return name.slice(name.lastIndexOf(":") + 1).toLowerCase();
}

/** The page URLs and child sitemaps of a sitemap or sitemap index (XML, tolerant of sloppy files). */
export function parseSitemap(xml: string): ParsedSitemap {
  const result: ParsedSitemap = { urls: [], sitemaps: [] };
  const stack: string[] = [];
  /** the <loc> being read, and whether it belongs to a <url> or a <sitemap> */
  let loc: { text: string; parent: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const tag = localName(name);
        const parent = stack[stack.length - 1] ?? "";
        // <loc> directly inside <url> or <sitemap> (not image:loc inside image:image)
        if (tag === "loc" && (parent === "url" || parent === "sitemap")) loc = { text: "", parent };
        stack.push(tag);
      },
      ontext(text) {
        if (loc) loc.text += text;
      },
      onclosetag(name) {
        stack.pop();
        if (localName(name) !== "loc" || !loc) return;
        const value = loc.text.trim();
        const parent = loc.parent;
        loc = null;
        if (!value) return;
        if (parent === "url") result.urls.push(value);
        else result.sitemaps.push(value);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return result;
}

/** A gzip file served as is (sitemap.xml.gz without Content-Encoding: the guard left it compressed). */
function sitemapText(body: Buffer): string {
  if (body.length > 2 && body[0] === 0x1f && body[1] === 0x8b) {
    return gunzipSync(body, { maxOutputLength: SITEMAP_LIMITS.maxBytes }).toString("utf8");
  }
  return body.toString("utf8");
}

export interface SitemapOptions {
  fetchGuard: FetchGuardConfig;
  userAgent: string;
  signal?: AbortSignal;
  /** the Sitemap: lines of robots.txt; without them /sitemap.xml and /sitemap_index.xml are tried */
  robotsSitemaps?: readonly string[];
  /** at most this many page URLs (SITEMAP_LIMITS.maxUrls by default) */
  maxUrls?: number;
  /** whether a sitemap URL may be fetched (robots.txt); all by default */
  isAllowed?: (url: string) => boolean;
}

/**
 * The page URLs the sitemaps of a site list: those named in robots.txt, else /sitemap.xml and
 * /sitemap_index.xml; indexes are followed (at most SITEMAP_LIMITS.maxFiles files), gzip files
 * are read. Every fetch goes through the SSRF guard; a missing or broken sitemap is skipped.
 * The URLs are returned as written (the crawler normalises and scopes them).
 */
export async function discoverSitemapUrls(origin: string, options: SitemapOptions): Promise<string[]> {
  const maxUrls = options.maxUrls ?? SITEMAP_LIMITS.maxUrls;
  const fromRobots = options.robotsSitemaps ?? [];
  const queue =
    fromRobots.length > 0
      ? [...fromRobots]
      : [new URL("/sitemap.xml", origin).href, new URL("/sitemap_index.xml", origin).href];
  const fetched = new Set<string>();
  const urls = new Set<string>();
  let files = 0;
  while (queue.length > 0 && files < SITEMAP_LIMITS.maxFiles && urls.size < maxUrls) {
    const next = queue.shift();
    if (next === undefined || fetched.has(next)) continue;
    fetched.add(next);
    if (options.isAllowed && !options.isAllowed(next)) continue;
    files++;
    let parsed: ParsedSitemap;
    try {
      const response = await guardedFetch(
        next,
        {
          headers: crawlerHeaders(options.userAgent, "application/xml,text/xml;q=0.9,*/*;q=0.5"),
          signal: options.signal,
        },
        { ...options.fetchGuard, maxBytes: SITEMAP_LIMITS.maxBytes },
      );
      if (!response.ok) continue;
      fetched.add(response.url);
      parsed = parseSitemap(sitemapText(response.body));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      continue;
    }
    for (const child of parsed.sitemaps) {
      try {
        const url = new URL(child, next).href;
        if (!fetched.has(url)) queue.push(url);
      } catch {
        // not a URL
      }
    }
    for (const page of parsed.urls) {
      if (urls.size >= maxUrls) break;
      try {
        urls.add(new URL(page, next).href);
      } catch {
        // not a URL
      }
    }
  }
  return [...urls];
}

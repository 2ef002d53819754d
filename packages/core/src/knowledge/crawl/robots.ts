import robotsParser from "robots-parser";
import { FetchLimitError, SsrfBlockedError } from "../../net/fetch-errors";
import { guardedFetch, type FetchGuardConfig } from "../../net/ssrf-guard";
import { crawlerHeaders, robotsToken } from "./user-agent";

/** The longest Crawl-delay honoured: a site asking for more is still read, this slowly. */
export const MAX_CRAWL_DELAY_MS = 1_000;
/** robots.txt files are small; anything larger is cut (Google reads 500 KiB). */
const MAX_ROBOTS_BYTES = 512 * 1024;

export interface RobotsRules {
  /** whether our user agent may fetch this URL (URLs of another origin: true, they are not ours to judge) */
  isAllowed(url: string): boolean;
  /** the Crawl-delay for our agent (or `*`), in ms, capped at MAX_CRAWL_DELAY_MS; 0 when none */
  crawlDelayMs: number;
  /** the Sitemap: lines, absolute */
  sitemaps: string[];
  /** how the file was read: a file, none (missing: everything allowed), unreachable (allowed, noted) */
  status: "found" | "missing" | "unreachable";
  /** why robots.txt could not be read, when status is unreachable */
  note?: string;
}

export const ALLOW_ALL_ROBOTS: RobotsRules = {
  isAllowed: () => true,
  crawlDelayMs: 0,
  sitemaps: [],
  status: "missing",
};

/** The rules of a robots.txt text for one user agent (its group, else `*`). */
export function parseRobots(robotsUrl: string, text: string, userAgent: string): RobotsRules {
  const robots = robotsParser(robotsUrl, text);
  const token = robotsToken(userAgent);
  const delaySeconds = robots.getCrawlDelay(token);
  const crawlDelayMs =
    typeof delaySeconds === "number" && Number.isFinite(delaySeconds) && delaySeconds > 0
      ? Math.min(Math.round(delaySeconds * 1000), MAX_CRAWL_DELAY_MS)
      : 0;
  const sitemaps: string[] = [];
  for (const sitemap of robots.getSitemaps()) {
    try {
      sitemaps.push(new URL(sitemap, robotsUrl).href);
    } catch {
      // an invalid Sitemap: line is ignored
    }
  }
  return {
    // robots-parser answers undefined for URLs of another origin
    isAllowed: (url) => robots.isAllowed(url, token) !== false,
    crawlDelayMs,
    sitemaps,
    status: "found",
  };
}

function failureNote(error: unknown): string {
  if (error instanceof SsrfBlockedError) return `refused: ${error.message}`;
  if (error instanceof FetchLimitError) return `${error.limit}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The robots.txt rules of an origin, fetched through the SSRF guard with our user agent.
 * Missing (any 4xx) -> everything allowed; unreachable (network error, refusal, timeout, 5xx) ->
 * everything allowed, with a note. Redirects are followed by the guard (checked at every hop).
 */
export async function fetchRobots(
  origin: string,
  options: { fetchGuard: FetchGuardConfig; userAgent: string; signal?: AbortSignal },
): Promise<RobotsRules> {
  const robotsUrl = new URL("/robots.txt", origin).href;
  try {
    const response = await guardedFetch(
      robotsUrl,
      { headers: crawlerHeaders(options.userAgent, "text/plain,*/*;q=0.5"), signal: options.signal },
      { ...options.fetchGuard, maxBytes: Math.min(options.fetchGuard.maxBytes ?? MAX_ROBOTS_BYTES, MAX_ROBOTS_BYTES) },
    );
    if (response.status >= 400 && response.status < 500) return ALLOW_ALL_ROBOTS;
    if (!response.ok) {
      return { ...ALLOW_ALL_ROBOTS, status: "unreachable", note: `robots.txt answered HTTP ${response.status}` };
    }
    return parseRobots(robotsUrl, response.text(), options.userAgent);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // a robots.txt too large to read is treated like an unreachable one
    return { ...ALLOW_ALL_ROBOTS, status: "unreachable", note: failureNote(error) };
  }
}

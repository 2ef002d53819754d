import { KNOWLEDGE_DOC_TYPES, KNOWLEDGE_MAX_DOC_BYTES, KNOWLEDGE_MESSAGES, type TCrawlMode } from "@parlo/validators";
import { guardedFetch, type FetchGuardConfig, type GuardedResponse } from "../../net/ssrf-guard";
import { extractDocument } from "../extract/extract-document";
import { htmlToText } from "../extract/html-to-text";
import { KnowledgeError } from "../knowledge-error";
import { contentKind, documentFileName } from "./content-kind";
import { createCrawlScope, isInScope, pathPrefixOf, scopeLinks } from "./crawl-scope";
import { fetchFailureReason } from "./fetch-failure-reason";
import { normalizeUrl } from "./normalize-url";
import { fetchRobots, type RobotsRules } from "./robots";
import { discoverSitemapUrls } from "./sitemap";
import { CRAWLER_USER_AGENT, crawlerHeaders } from "./user-agent";

export const CRAWL_DEFAULT_CONCURRENCY = 4;
const MAX_CONCURRENCY = 16;
const PAGE_ACCEPT = `text/html,application/xhtml+xml,${KNOWLEDGE_DOC_TYPES.pdf},${KNOWLEDGE_DOC_TYPES.docx};q=0.9,*/*;q=0.5`;

export interface CrawlPage {
  /** the normalised URL that answered (after redirects) */
  url: string;
  title: string;
  text: string;
}

export interface CrawlProgress {
  pagesFound: number;
  pagesDone: number;
  pagesFailed: number;
}

export interface CrawlSiteOptions {
  startUrl: string;
  /** page: the start URL only; site: the whole origin; path: only pages under the start URL's path */
  mode: TCrawlMode;
  /** links followed from the start page (0: the start page only); sitemap URLs count as depth 1 */
  maxDepth: number;
  /** at most this many page fetches (robots.txt and sitemaps are not counted) */
  maxPages: number;
  fetchGuard: FetchGuardConfig;
  /** CRAWLER_USER_AGENT by default; sent on every request and matched against robots.txt */
  userAgent?: string;
  /** pages fetched at the same time (4 by default, at most 16) */
  concurrency?: number;
  /** a page read: a throw stops the crawl (in-flight fetches are aborted) and crawlSite rethrows it */
  onPage: (page: CrawlPage) => Promise<void>;
  /** a URL not read and why (a KNOWLEDGE_MESSAGES text): robots.txt, refused, unreachable, HTTP error... */
  onError?: (url: string, reason: string) => void;
  /** the counts, every time one changes */
  onProgress?: (progress: CrawlProgress) => void;
  /** stops the crawl: in-flight fetches are aborted and crawlSite throws the signal's reason */
  signal?: AbortSignal;
}

export interface CrawlSiteResult extends CrawlProgress {
  /** the pages given to onPage (normalised final URLs), in the order they were read */
  urls: string[];
}

interface QueuedUrl {
  url: string;
  depth: number;
}

function whole(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.floor(value), min), max);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Reads a website breadth first from `startUrl` (depth 0) and the URLs of its sitemaps (depth 1),
 * following same-origin links (under the start path for mode "path") up to `maxDepth`, fetching at
 * most `maxPages` URLs with `concurrency` requests at a time. robots.txt is respected for our user
 * agent (disallowed URLs are reported through onError and not fetched; Crawl-delay is honoured up to
 * a second). Every request goes through the SSRF guard, which checks each redirect: a redirect to a
 * private address fails that URL (reported) and the crawl goes on. HTML pages are turned into text
 * with htmlToText, PDF and DOCX answers with extractDocument; other types are skipped. A page
 * reached twice (redirects, URL spellings) is read once.
 *
 * pagesFound: distinct in-scope URLs allowed by robots.txt (some may be left unread by maxPages);
 * pagesDone: pages given to onPage; pagesFailed: URLs that failed (reported through onError).
 */
export async function crawlSite(options: CrawlSiteOptions): Promise<CrawlSiteResult> {
  const result: CrawlSiteResult = { pagesFound: 0, pagesDone: 0, pagesFailed: 0, urls: [] };
  const report = (url: string, reason: string) => options.onError?.(url, reason);
  const progress = () =>
    options.onProgress?.({
      pagesFound: result.pagesFound,
      pagesDone: result.pagesDone,
      pagesFailed: result.pagesFailed,
    });
  const fail = (url: string, reason: string) => {
    result.pagesFailed++;
    report(url, reason);
    progress();
  };

  options.signal?.throwIfAborted();
  const start = normalizeUrl(options.startUrl);
  if (!start) {
    report(options.startUrl, KNOWLEDGE_MESSAGES.invalidUrl);
    return result;
  }
  const startOrigin = new URL(start).origin;
  const userAgent = options.userAgent ?? CRAWLER_USER_AGENT;
  const single = options.mode === "page";
  const maxPages = single ? 1 : whole(options.maxPages, 0, Number.MAX_SAFE_INTEGER);
  const maxDepth = single ? 0 : whole(options.maxDepth, 0, Number.MAX_SAFE_INTEGER);
  const concurrency = whole(options.concurrency ?? CRAWL_DEFAULT_CONCURRENCY, 1, MAX_CONCURRENCY);
  const fetchGuard: FetchGuardConfig = {
    ...options.fetchGuard,
    maxBytes: options.fetchGuard.maxBytes ?? KNOWLEDGE_MAX_DOC_BYTES,
  };

  // aborted by the caller's signal, or when onPage throws: in-flight fetches stop
  const controller = new AbortController();
  const stopWithCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", stopWithCaller, { once: true });
  const signal = controller.signal;

  const scope = createCrawlScope(start, options.mode);
  const robots = new Map<string, RobotsRules>();
  const nextTurn = new Map<string, number>();
  /** URLs queued, refused by robots.txt or reached through a redirect */
  const seen = new Set<string>();
  /** final URLs whose answer was handled: a page is read once */
  const claimed = new Set<string>();
  const queue: QueuedUrl[] = [];
  let head = 0;
  let fetched = 0;
  let startFailed = false;

  async function robotsFor(origin: string): Promise<RobotsRules> {
    const known = robots.get(origin);
    if (known) return known;
    const rules = await fetchRobots(origin, { fetchGuard: options.fetchGuard, userAgent, signal });
    robots.set(origin, rules);
    return rules;
  }

  function allowed(url: string): boolean {
    const rules = robots.get(new URL(url).origin);
    return !rules || rules.isAllowed(url);
  }

  function enqueue(url: string, depth: number) {
    if (seen.has(url) || !isInScope(url, scope)) return;
    seen.add(url);
    if (!allowed(url)) {
      report(url, KNOWLEDGE_MESSAGES.robotsDisallowed);
      return;
    }
    result.pagesFound++;
    // every queued URL is fetched in turn: beyond maxPages of them, the rest is only counted
    if (queue.length < maxPages) queue.push({ url, depth });
    progress();
  }

  /** Crawl-delay: requests to one origin start at least that far apart. */
  async function waitTurn(origin: string) {
    const delay = robots.get(origin)?.crawlDelayMs ?? 0;
    if (delay <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextTurn.get(origin) ?? 0);
    nextTurn.set(origin, at + delay);
    if (at > now) await sleep(at - now, signal);
  }

  async function deliver(page: CrawlPage) {
    await options.onPage(page);
    result.pagesDone++;
    result.urls.push(page.url);
    progress();
  }

  /** The start page redirected: its origin (and for "path" its folder) becomes the crawl's. */
  async function adoptStart(finalUrl: string) {
    const origin = new URL(finalUrl).origin;
    if (!scope.origins.has(origin)) {
      await robotsFor(origin);
      scope.origins.add(origin);
    }
    if (scope.pathPrefix !== null && !isInScope(finalUrl, scope)) scope.pathPrefix = pathPrefixOf(finalUrl);
  }

  async function read(item: QueuedUrl, response: GuardedResponse, finalUrl: string) {
    const kind = contentKind(response.headers.get("content-type"), response.url, response.body);
    if (kind === "html") {
      const page = htmlToText(response.text(), response.url);
      if (item.depth < maxDepth) {
        for (const link of scopeLinks(page.links, scope)) enqueue(link, item.depth + 1);
      }
      // a page without text (a frame set, a redirect page) is not read, its links are followed
      if (page.text.trim()) await deliver({ url: finalUrl, title: page.title || finalUrl, text: page.text });
      return;
    }
    if (kind === null) {
      // a linked file of another type is skipped quietly; the start URL says why nothing was read
      if (item.depth === 0) fail(item.url, KNOWLEDGE_MESSAGES.notHtml);
      return;
    }
    const fileName = documentFileName(response.url, kind);
    let document: { title: string; text: string };
    try {
      document = await extractDocument(response.body, fileName, KNOWLEDGE_DOC_TYPES[kind]);
    } catch (error) {
      fail(finalUrl, error instanceof KnowledgeError ? error.message : KNOWLEDGE_MESSAGES.corruptFile);
      return;
    }
    await deliver({ url: finalUrl, title: document.title || fileName, text: document.text });
  }

  async function visit(item: QueuedUrl) {
    await waitTurn(new URL(item.url).origin);
    if (signal.aborted) return;
    let response: GuardedResponse;
    try {
      response = await guardedFetch(item.url, { headers: crawlerHeaders(userAgent, PAGE_ACCEPT), signal }, fetchGuard);
    } catch (error) {
      if (signal.aborted) return;
      if (item.depth === 0) startFailed = true;
      fail(item.url, fetchFailureReason(error));
      return;
    }
    if (!response.ok) {
      fail(item.url, KNOWLEDGE_MESSAGES.httpError(response.status));
      return;
    }
    const finalUrl = normalizeUrl(response.url) ?? item.url;
    if (finalUrl !== item.url) {
      if (item.depth === 0) await adoptStart(finalUrl);
      // a redirect out of the site or the path: not ours to read
      else if (!isInScope(finalUrl, scope)) return;
      seen.add(finalUrl);
      if (!allowed(finalUrl)) {
        report(finalUrl, KNOWLEDGE_MESSAGES.robotsDisallowed);
        return;
      }
    }
    if (claimed.has(finalUrl)) return;
    claimed.add(finalUrl);
    await read(item, response, finalUrl);
  }

  /** Sitemap URLs (depth 1), once the start page said which origin the site answers on. */
  async function readSitemaps() {
    if (single || maxDepth < 1 || startFailed) return;
    const origin = [...scope.origins].pop() ?? startOrigin;
    const rules = await robotsFor(origin);
    if (rules.status === "unreachable") return;
    const urls = await discoverSitemapUrls(origin, {
      fetchGuard: options.fetchGuard,
      userAgent,
      signal,
      robotsSitemaps: rules.sitemaps,
      isAllowed: (url) => rules.isAllowed(url),
    });
    for (const url of urls) {
      const normalized = normalizeUrl(url);
      if (normalized) enqueue(normalized, 1);
    }
  }

  /** what onPage threw: the crawl stops and crawlSite throws it */
  const failures: unknown[] = [];
  const inFlight = new Set<Promise<void>>();
  const run = (work: () => Promise<void>) => {
    const task: Promise<void> = work()
      .catch((error: unknown) => {
        if (signal.aborted) return;
        failures.push(error);
        controller.abort(error);
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  try {
    const startRules = await robotsFor(startOrigin);
    seen.add(start);
    if (!startRules.isAllowed(start)) {
      report(start, KNOWLEDGE_MESSAGES.robotsDisallowed);
      return result;
    }
    result.pagesFound++;
    progress();
    queue.push({ url: start, depth: 0 });
    if (options.mode === "site" && maxDepth >= 1) enqueue(new URL("/", start).href, 1);

    while (!signal.aborted) {
      while (inFlight.size < concurrency && head < queue.length && fetched < maxPages) {
        const item = queue[head++];
        if (!item) break;
        fetched++;
        if (item.depth === 0) {
          run(async () => {
            await visit(item);
            await readSitemaps();
          });
        } else {
          run(() => visit(item));
        }
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
    await Promise.allSettled([...inFlight]);
    if (failures.length > 0) throw failures[0];
    options.signal?.throwIfAborted();
    return result;
  } finally {
    options.signal?.removeEventListener("abort", stopWithCaller);
    if (!signal.aborted) controller.abort();
  }
}

/** The crawler as a dependency (ingestSource takes one, tests can stand in). */
export type CrawlSite = typeof crawlSite;

import { startBikeShopSite, type BikeShopSite } from "@parlo/testing";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawlSite, type CrawlPage, type CrawlSiteOptions } from "./crawl-site";
import { CRAWLER_USER_AGENT } from "./user-agent";

interface Run {
  pages: CrawlPage[];
  errors: Array<{ url: string; reason: string }>;
  result: Awaited<ReturnType<typeof crawlSite>>;
}

async function crawl(
  site: BikeShopSite,
  options: Partial<CrawlSiteOptions> & Pick<CrawlSiteOptions, "startUrl" | "mode">,
): Promise<Run> {
  const pages: CrawlPage[] = [];
  const errors: Run["errors"] = [];
  const result = await crawlSite({
    maxDepth: 3,
    maxPages: 100,
    fetchGuard: { allowedHosts: [site.allowedHost] },
    onPage: async (page) => {
      pages.push(page);
    },
    onError: (url, reason) => errors.push({ url, reason }),
    ...options,
  });
  return { pages, errors, result };
}

/** Page requests (not robots.txt nor sitemaps) the fixture received since `from`. */
function pageRequests(site: BikeShopSite, from = 0): string[] {
  return site.requests.slice(from).filter((path) => path !== "/robots.txt" && !path.startsWith("/sitemap"));
}

describe("crawlSite against the fixture website", () => {
  let site: BikeShopSite;
  let run: Run;

  beforeAll(async () => {
    site = await startBikeShopSite({ endless: true });
    run = await crawl(site, { startUrl: `${site.url}/`, mode: "site", maxDepth: 3, maxPages: 40 });
  });

  afterAll(async () => {
    await site.stop();
  });

  const page = (path: string) => run.pages.find((item) => item.url === `${site.url}${path}`);

  it("reads the home page and the pages it links, with titles and clean text", () => {
    const home = page("/");
    expect(home?.title).toBe("Welcome to Lumen Cycles | Lumen Cycles");
    expect(home?.text).toContain("independent bicycle shop");
    expect(home?.text).not.toContain("site.js");
    expect(page("/opening-hours")?.text).toContain("Monday to Friday from 8:00 to 18:30");
    expect(page("/returns")?.text).toContain("within 30 days");
    expect(page("/contact")?.text).toContain("14 Quay Street");
  });

  it("finds a page only listed in the (gzip, indexed) sitemap", () => {
    expect(page("/gift-cards")?.text).toContain("never expire");
    expect(site.requests).toContain("/sitemap.xml");
    expect(site.requests).toContain("/sitemap-extra.xml.gz");
  });

  it("skips /private/ as robots.txt says and reports it", () => {
    expect(site.requests.some((path) => path.startsWith("/private/"))).toBe(false);
    expect(run.errors).toContainEqual({
      url: `${site.url}/private/staff-notes`,
      reason: KNOWLEDGE_MESSAGES.robotsDisallowed,
    });
    expect(site.requests.filter((path) => path === "/robots.txt")).toHaveLength(1);
  });

  it("refuses the redirect to a private address, reports it and reads the rest", () => {
    expect(site.requests).toContain("/old");
    expect(run.errors).toContainEqual({ url: `${site.url}/old`, reason: KNOWLEDGE_MESSAGES.refused });
    expect(run.pages.some((item) => item.url.includes("169.254"))).toBe(false);
    expect(run.result.pagesFailed).toBeGreaterThanOrEqual(1);
    expect(run.result.pagesDone).toBeGreaterThan(10);
  });

  it("reads the PDF and the DOCX by their content type", () => {
    expect(page("/docs/warranty.pdf")?.text).toContain("five years");
    expect(page("/docs/warranty.pdf")?.title).toBe("Lumen Cycles warranty");
    expect(page("/docs/faq.docx")?.text).toContain("interest-free monthly instalments");
  });

  it("reads a page once whatever the spelling or redirect, and skips non-pages", () => {
    const urls = run.pages.map((item) => item.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url === `${site.url}/shipping`)).toHaveLength(1);
    expect(urls.some((url) => url.includes("moved-shipping"))).toBe(false);
    expect(urls).toContain(`${site.url}/pricing`);
    expect(urls).toContain(`${site.url}/blog`);
    expect(site.requests.filter((path) => path.startsWith("/pricing"))).toEqual(["/pricing"]);
    for (const skipped of ["/logo.png", "/assets/brochure.zip", "/assets/site.css", "/assets/site.js"]) {
      expect(site.requests).not.toContain(skipped);
    }
    expect(run.result.urls).toEqual(urls);
    expect(run.result.pagesDone).toBe(urls.length);
  });

  it("sends its user agent on every request", () => {
    expect(site.userAgents.length).toBeGreaterThan(0);
    expect(new Set(site.userAgents)).toEqual(new Set([CRAWLER_USER_AGENT]));
  });

  it("never fetches more than maxPages", () => {
    expect(pageRequests(site).length).toBeLessThanOrEqual(40);
  });

  it("stays under the start path in mode path", async () => {
    const from = site.requests.length;
    const blog = await crawl(site, { startUrl: `${site.url}/blog/`, mode: "path", maxDepth: 5 });
    expect(blog.pages.map((item) => item.url).sort()).toEqual([
      `${site.url}/blog`,
      `${site.url}/blog/choosing-a-commuter-bike`,
      `${site.url}/blog/winter-maintenance`,
    ]);
    expect(pageRequests(site, from).every((path) => path.startsWith("/blog"))).toBe(true);
  });

  it("stops a site that never ends at maxPages", async () => {
    const from = site.requests.length;
    const endless = await crawl(site, {
      startUrl: `${site.url}/endless`,
      mode: "path",
      maxDepth: 1_000,
      maxPages: 25,
    });
    expect(pageRequests(site, from)).toHaveLength(25);
    expect(endless.result.pagesDone).toBe(25);
    expect(endless.pages.at(-1)?.url).toBe(`${site.url}/endless/24`);
  });

  it("respects the depth limit (sitemap URLs count as depth 1)", async () => {
    const one = await crawl(site, { startUrl: `${site.url}/`, mode: "site", maxDepth: 1 });
    const urls = one.pages.map((item) => item.url);
    expect(urls).toContain(`${site.url}/about`);
    expect(urls).toContain(`${site.url}/gift-cards`);
    expect(urls).not.toContain(`${site.url}/about/team`);
    expect(urls).not.toContain(`${site.url}/blog/winter-maintenance`);

    const two = await crawl(site, { startUrl: `${site.url}/`, mode: "site", maxDepth: 2 });
    const deeper = two.pages.map((item) => item.url);
    expect(deeper).toContain(`${site.url}/about/team`);
    expect(deeper).not.toContain(`${site.url}/about/team/history`);

    const zero = await crawl(site, { startUrl: `${site.url}/`, mode: "site", maxDepth: 0 });
    expect(zero.pages.map((item) => item.url)).toEqual([`${site.url}/`]);
  });

  it("reads only the start URL in mode page (a document too)", async () => {
    const from = site.requests.length;
    const single = await crawl(site, { startUrl: `${site.url}/docs/warranty.pdf`, mode: "page", maxPages: 50 });
    expect(single.pages).toHaveLength(1);
    expect(single.pages[0]?.text).toContain("Wear parts");
    expect(pageRequests(site, from)).toEqual(["/docs/warranty.pdf"]);
  });

  it("gives a clear reason for a start URL robots.txt disallows, a 404 and a non-page", async () => {
    const disallowed = await crawl(site, { startUrl: `${site.url}/private/staff-notes`, mode: "page" });
    expect(disallowed.result.pagesDone).toBe(0);
    expect(disallowed.errors).toEqual([
      { url: `${site.url}/private/staff-notes`, reason: KNOWLEDGE_MESSAGES.robotsDisallowed },
    ]);

    const missing = await crawl(site, { startUrl: `${site.url}/no-such-page`, mode: "page" });
    expect(missing.errors).toEqual([{ url: `${site.url}/no-such-page`, reason: KNOWLEDGE_MESSAGES.httpError(404) }]);

    const sitemap = await crawl(site, { startUrl: `${site.url}/sitemap-main.xml`, mode: "page" });
    expect(sitemap.errors).toEqual([{ url: `${site.url}/sitemap-main.xml`, reason: KNOWLEDGE_MESSAGES.notHtml }]);
  });

  it("follows a changed page (setPage)", async () => {
    site.setPage("/opening-hours", "<html><title>Hours</title><body><p>Closed for the holidays.</p></body></html>");
    const changed = await crawl(site, { startUrl: `${site.url}/opening-hours`, mode: "page" });
    expect(changed.pages[0]?.text).toBe("Closed for the holidays.");
    site.setPage("/opening-hours", null);
    const gone = await crawl(site, { startUrl: `${site.url}/opening-hours`, mode: "page" });
    expect(gone.errors[0]?.reason).toBe(KNOWLEDGE_MESSAGES.httpError(404));
  });

  it("stops when aborted, and when onPage throws", async () => {
    const controller = new AbortController();
    let read = 0;
    const aborted = crawlSite({
      startUrl: `${site.url}/endless`,
      mode: "path",
      maxDepth: 1_000,
      maxPages: 1_000,
      fetchGuard: { allowedHosts: [site.allowedHost] },
      signal: controller.signal,
      onPage: async () => {
        read++;
        if (read === 3) controller.abort(new Error("cancelled"));
      },
    });
    await expect(aborted).rejects.toThrow("cancelled");
    expect(read).toBeLessThan(10);

    const failing = crawlSite({
      startUrl: `${site.url}/`,
      mode: "site",
      maxDepth: 3,
      maxPages: 100,
      fetchGuard: { allowedHosts: [site.allowedHost] },
      onPage: async () => {
        throw new Error("plan limit reached");
      },
    });
    await expect(failing).rejects.toThrow("plan limit reached");
  });

  it("refuses the fixture when it is not allow-listed (SSRF guard)", async () => {
    const errors: string[] = [];
    const result = await crawlSite({
      startUrl: `${site.url}/`,
      mode: "site",
      maxDepth: 2,
      maxPages: 10,
      fetchGuard: {},
      onPage: async () => undefined,
      onError: (_url, reason) => errors.push(reason),
    });
    expect(result.pagesDone).toBe(0);
    expect(errors).toEqual([KNOWLEDGE_MESSAGES.refused]);
  });
});

describe("crawlSite edge cases", () => {
  it("an unreachable start URL gives zero pages and a clear reason", async () => {
    const gone = await startBikeShopSite();
    await gone.stop();
    const started = Date.now();
    const run = await crawl(gone, { startUrl: `${gone.url}/`, mode: "site" });
    expect(run.result).toEqual({ pagesFound: 1, pagesDone: 0, pagesFailed: 1, urls: [] });
    expect(run.errors).toEqual([{ url: `${gone.url}/`, reason: KNOWLEDGE_MESSAGES.unreachable }]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("an invalid start URL is reported", async () => {
    const errors: string[] = [];
    const result = await crawlSite({
      startUrl: "mailto:hello@example.com",
      mode: "site",
      maxDepth: 1,
      maxPages: 5,
      fetchGuard: {},
      onPage: async () => undefined,
      onError: (_url, reason) => errors.push(reason),
    });
    expect(result.pagesDone).toBe(0);
    expect(errors).toEqual([KNOWLEDGE_MESSAGES.invalidUrl]);
  });

  it("honours Crawl-delay", async () => {
    const slow = await startBikeShopSite({ crawlDelaySeconds: 0.2 });
    try {
      const started = Date.now();
      const run = await crawl(slow, { startUrl: `${slow.url}/`, mode: "site", maxPages: 4, concurrency: 4 });
      expect(run.result.pagesDone + run.result.pagesFailed).toBeLessThanOrEqual(4);
      // 4 page requests 200 ms apart
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    } finally {
      await slow.stop();
    }
  });

  it("reads the generated catalogue quickly (bench fixture)", async () => {
    const big = await startBikeShopSite({ pages: 200 });
    try {
      const started = Date.now();
      const run = await crawl(big, { startUrl: `${big.url}/catalogue`, mode: "path", maxDepth: 2, maxPages: 300 });
      const seconds = (Date.now() - started) / 1000;
      expect(run.result.pagesDone).toBe(201);
      expect(run.pages.find((item) => item.url.endsWith("/catalogue/42"))?.text).toContain("LC-42");
      expect(run.result.pagesDone / seconds).toBeGreaterThan(20);
    } finally {
      await big.stop();
    }
  });
});

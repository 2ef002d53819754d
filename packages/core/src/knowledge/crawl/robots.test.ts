import { describe, expect, it } from "vitest";
import { MAX_CRAWL_DELAY_MS, parseRobots } from "./robots";
import { CRAWLER_USER_AGENT, robotsToken } from "./user-agent";

const ROBOTS_URL = "https://example.com/robots.txt";

describe("parseRobots", () => {
  it("applies the * group when there is none for us", () => {
    const rules = parseRobots(
      ROBOTS_URL,
      "User-agent: *\nDisallow: /private/\nAllow: /private/open\n",
      CRAWLER_USER_AGENT,
    );
    expect(rules.isAllowed("https://example.com/pricing")).toBe(true);
    expect(rules.isAllowed("https://example.com/private/notes")).toBe(false);
    expect(rules.isAllowed("https://example.com/private/open")).toBe(true);
    expect(rules.status).toBe("found");
  });

  it("prefers our own group over *", () => {
    const text = "User-agent: *\nDisallow: /\n\nUser-agent: ParloBot\nDisallow: /cart\n";
    const rules = parseRobots(ROBOTS_URL, text, CRAWLER_USER_AGENT);
    expect(rules.isAllowed("https://example.com/pricing")).toBe(true);
    expect(rules.isAllowed("https://example.com/cart")).toBe(false);
    const other = parseRobots(ROBOTS_URL, text, "OtherBot/2.0");
    expect(other.isAllowed("https://example.com/pricing")).toBe(false);
  });

  it("reads Crawl-delay with a cap, and Sitemap lines", () => {
    const rules = parseRobots(
      ROBOTS_URL,
      "User-agent: *\nCrawl-delay: 0.5\nSitemap: https://example.com/sitemap.xml\nSitemap: /other-sitemap.xml\n",
      CRAWLER_USER_AGENT,
    );
    expect(rules.crawlDelayMs).toBe(500);
    expect(rules.sitemaps).toEqual(["https://example.com/sitemap.xml", "https://example.com/other-sitemap.xml"]);
    const slow = parseRobots(ROBOTS_URL, "User-agent: *\nCrawl-delay: 60\n", CRAWLER_USER_AGENT);
    expect(slow.crawlDelayMs).toBe(MAX_CRAWL_DELAY_MS);
  });

  it("allows everything for an empty file", () => {
    const rules = parseRobots(ROBOTS_URL, "", CRAWLER_USER_AGENT);
    expect(rules.isAllowed("https://example.com/anything")).toBe(true);
    expect(rules.crawlDelayMs).toBe(0);
  });
});

describe("robotsToken", () => {
  it("is the product name without version", () => {
    expect(robotsToken(CRAWLER_USER_AGENT)).toBe("ParloBot");
    expect(robotsToken("")).toBe("*");
  });
});

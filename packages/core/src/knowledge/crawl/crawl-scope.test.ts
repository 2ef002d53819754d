import { describe, expect, it } from "vitest";
import { createCrawlScope, isInScope, pathPrefixOf, scopeLinks } from "./crawl-scope";

describe("pathPrefixOf", () => {
  it("is the path, or the folder of a file", () => {
    expect(pathPrefixOf("https://example.com/docs/")).toBe("/docs");
    expect(pathPrefixOf("https://example.com/docs")).toBe("/docs");
    expect(pathPrefixOf("https://example.com/docs/index.html")).toBe("/docs");
    expect(pathPrefixOf("https://example.com/")).toBe("");
  });
});

describe("isInScope", () => {
  it("keeps the whole origin for mode site and nothing of another origin", () => {
    const scope = createCrawlScope("https://example.com/docs/", "site");
    expect(isInScope("https://example.com/pricing", scope)).toBe(true);
    expect(isInScope("https://example.com/", scope)).toBe(true);
    expect(isInScope("https://www.example.com/pricing", scope)).toBe(false);
    expect(isInScope("http://example.com/pricing", scope)).toBe(false);
    expect(isInScope("https://example.com:8443/pricing", scope)).toBe(false);
  });

  it("keeps only the start path and below for mode path", () => {
    const scope = createCrawlScope("https://example.com/docs/", "path");
    expect(isInScope("https://example.com/docs", scope)).toBe(true);
    expect(isInScope("https://example.com/docs/install/linux", scope)).toBe(true);
    expect(isInScope("https://example.com/docsearch", scope)).toBe(false);
    expect(isInScope("https://example.com/pricing", scope)).toBe(false);
    expect(isInScope("https://example.com/", scope)).toBe(false);
  });

  it("a path crawl from the root covers the site", () => {
    const scope = createCrawlScope("https://example.com/", "path");
    expect(isInScope("https://example.com/anything/below", scope)).toBe(true);
  });

  it("skips obvious non-pages and keeps documents", () => {
    const scope = createCrawlScope("https://example.com/", "site");
    for (const path of ["/logo.png", "/a/photo.JPG", "/site.css", "/app.js", "/files/brochure.zip", "/font.woff2"]) {
      expect(isInScope(`https://example.com${path}`, scope)).toBe(false);
    }
    for (const path of ["/docs/warranty.pdf", "/faq.docx", "/about.html", "/blog/post", "/v1.2/guide"]) {
      expect(isInScope(`https://example.com${path}`, scope)).toBe(true);
    }
  });
});

describe("scopeLinks", () => {
  it("normalises, filters and deduplicates links in their order", () => {
    const scope = createCrawlScope("https://example.com/help/", "path");
    const links = scopeLinks(
      [
        "https://example.com/help/shipping#fees",
        "https://example.com/help/shipping/",
        "/help/returns?utm_source=x",
        "https://example.com/pricing",
        "https://other.example/help/x",
        "mailto:help@example.com",
        "https://example.com/help/map.png",
      ],
      scope,
      "https://example.com/help/",
    );
    expect(links).toEqual(["https://example.com/help/shipping", "https://example.com/help/returns"]);
  });
});

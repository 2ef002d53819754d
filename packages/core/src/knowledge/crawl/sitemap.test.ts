import { describe, expect, it } from "vitest";
import { parseSitemap } from "./sitemap";

describe("parseSitemap", () => {
  it("reads the page URLs of a urlset, not image locations", () => {
    const parsed = parseSitemap(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://example.com/ </loc><lastmod>2024-01-01</lastmod></url>
  <url><loc>https://example.com/search?q=a&amp;page=2</loc>
    <image:image><image:loc>https://example.com/photo.png</image:loc></image:image></url>
  <url><loc></loc></url>
</urlset>`);
    expect(parsed.urls).toEqual(["https://example.com/", "https://example.com/search?q=a&page=2"]);
    expect(parsed.sitemaps).toEqual([]);
  });

  it("reads the child sitemaps of an index", () => {
    const parsed = parseSitemap(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://example.com/sitemap-1.xml</loc></sitemap>
<sitemap><loc>https://example.com/sitemap-2.xml.gz</loc></sitemap>
</sitemapindex>`);
    expect(parsed.sitemaps).toEqual(["https://example.com/sitemap-1.xml", "https://example.com/sitemap-2.xml.gz"]);
    expect(parsed.urls).toEqual([]);
  });

  it("survives what is not a sitemap", () => {
    expect(parseSitemap("<html><body>Not found</body></html>")).toEqual({ urls: [], sitemaps: [] });
    expect(parseSitemap("")).toEqual({ urls: [], sitemaps: [] });
  });
});

import { describe, expect, it } from "vitest";
import { normalizeUrl } from "./normalize-url";

describe("normalizeUrl", () => {
  it("drops the fragment, lower-cases the host and removes the default port", () => {
    expect(normalizeUrl("HTTPS://Example.COM:443/Shipping#costs")).toBe("https://example.com/Shipping");
    expect(normalizeUrl("http://example.com:80/")).toBe("http://example.com/");
    expect(normalizeUrl("http://example.com:8080/a")).toBe("http://example.com:8080/a");
  });

  it("keeps the root slash and removes trailing slashes elsewhere", () => {
    expect(normalizeUrl("https://example.com")).toBe("https://example.com/");
    expect(normalizeUrl("https://example.com/docs/")).toBe("https://example.com/docs");
    expect(normalizeUrl("https://example.com/docs//guide///")).toBe("https://example.com/docs/guide");
  });

  it("sorts the query and drops tracking parameters", () => {
    expect(normalizeUrl("https://example.com/p?b=2&a=1&utm_source=news&gclid=x")).toBe("https://example.com/p?a=1&b=2");
    expect(normalizeUrl("https://example.com/p?a=2&a=1")).toBe("https://example.com/p?a=1&a=2");
    expect(normalizeUrl("https://example.com/p?utm_medium=mail")).toBe("https://example.com/p");
    expect(normalizeUrl("https://example.com/p?")).toBe("https://example.com/p");
  });

  it("resolves relative links against a base", () => {
    expect(normalizeUrl("../returns/", "https://example.com/help/shipping")).toBe("https://example.com/returns");
    expect(normalizeUrl("?page=2", "https://example.com/blog/")).toBe("https://example.com/blog?page=2");
  });

  it("refuses what is not an http(s) page URL", () => {
    expect(normalizeUrl("mailto:hello@example.com")).toBeNull();
    expect(normalizeUrl("tel:+15550100")).toBeNull();
    expect(normalizeUrl("javascript:void(0)")).toBeNull();
    expect(normalizeUrl("ftp://example.com/file")).toBeNull();
    expect(normalizeUrl("https://user:secret@example.com/")).toBeNull();
    expect(normalizeUrl("not a url")).toBeNull();
  });

  it("spells one page one way", () => {
    const spellings = [
      "https://Example.com/docs/?b=1&a=2#top",
      "https://example.com:443/docs?a=2&b=1",
      "https://example.com/docs/?a=2&b=1&utm_campaign=x",
    ];
    expect(new Set(spellings.map((url) => normalizeUrl(url))).size).toBe(1);
  });
});

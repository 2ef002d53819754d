import { describe, expect, it } from "vitest";
import { readPageBrand } from "./read-page-brand";

const logosOf = (body: string, head = "") =>
  readPageBrand(`<html><head>${head}</head><body>${body}</body></html>`, "https://site.test/").logos;

describe("the page's logo", () => {
  it("is the header's or the home link's image, not a press strip's before it", () => {
    const logos = logosOf(`
      <div class="press-bar"><p>As featured in</p><img src="/press/daily-logo.png" alt="Daily logo"></div>
      <header><a href="/"><img src="/brand.svg" alt="Acme"></a><img src="/flag-uk.png"></header>`);
    expect(logos).toEqual([{ kind: "img-logo", url: "https://site.test/brand.svg", size: 0, type: "" }]);
  });

  it("is never an image in a testimonial, a client strip, a footer or an article", () => {
    const logos = logosOf(`
      <section class="testimonials"><img src="/customers/umbrella-logo.png" alt="Umbrella logo"></section>
      <section><h2>Trusted by 2,000 teams</h2><div><img src="/customers/acme-logo.png" alt="Acme logo"></div></section>
      <div class="client-logos"><img src="/c/globex-logo.png"></div>
      <article><img src="/blog/our-new-logo.png" alt="our new logo"></article>
      <footer><a href="/"><img src="/footer-logo.png" alt="logo"></a></footer>`);
    expect(logos).toEqual([]);
  });

  it("is an image named logo before the main content when there is no header", () => {
    expect(logosOf(`<div class="top"><img src="/a.png" alt="Acme logo"></div><h1>Hi</h1>`)[0]?.url).toBe(
      "https://site.test/a.png",
    );
    expect(logosOf(`<h1>Hi</h1><p><img src="/b.png" alt="our logo story"></p>`)).toEqual([]);
  });

  it("takes the logo a site declares: schema.org Organization (also in an @graph) and og:logo", () => {
    const graph = JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Product", name: "Mug", logo: "/mug.png" },
        { "@type": "Organization", name: "Acme", logo: { "@type": "ImageObject", url: "/org-logo.png" } },
      ],
    });
    expect(logosOf("", `<script type="application/ld+json">${graph}</script>`)).toEqual([
      { kind: "schema-logo", url: "https://site.test/org-logo.png", size: 0, type: "" },
    ]);
    expect(logosOf("", '<meta property="og:logo" content="/og-logo.png">')[0]?.url).toBe(
      "https://site.test/og-logo.png",
    );
    expect(logosOf("", '<script type="application/ld+json">{ not json</script>')).toEqual([]);
  });
});

describe("among the header's images", () => {
  it("the brand link's beats an icon before it", () => {
    const logos = logosOf(`<header><img src="/icons/menu.svg"><a href="/"><img src="/brand.png"></a></header>`);
    expect(logos[0]?.url).toBe("https://site.test/brand.png");
  });
});

import { describe, expect, it } from "vitest";
import { collectCssColors } from "./collect-css-colors";
import { rankColors } from "./rank-colors";
import { readPageBrand } from "./read-page-brand";

const PAGE = `<html><body>
  <header class="top"><a href="/">Acme</a></header>
  <section class="hero"><h1>Hello</h1><a class="btn btn-primary">Go</a><a class="btn btn-light">More</a></section>
  <main><p>a</p><p>b</p><p>c</p><p>d</p><ul><li>e</li><li>f</li></ul></main>
</body></html>`;

const weights = (css: string) => {
  const page = readPageBrand(PAGE, "https://site.test/");
  const totals = new Map<string, number>();
  for (const use of collectCssColors(
    [{ css, weight: 1 }],
    page.inlineStyles.map((style) => ({ ...style, weight: 1 })),
    page.tree,
  )) {
    totals.set(use.hex, (totals.get(use.hex) ?? 0) + use.weight);
  }
  return totals;
};

describe("collectCssColors", () => {
  it("weighs a colour by what it paints: a hero background far over a colour on a small rule or an unused one", () => {
    const found = weights(".hero { background: #0f766e } p { color: #b45309 } .alert-danger { background: #dc3545 }");
    expect(found.get("#0f766e")).toBeGreaterThan(10 * (found.get("#b45309") ?? 0));
    expect(found.get("#b45309")).toBeGreaterThan(found.get("#dc3545") ?? 0);
  });

  it("resolves bare HSL triplets through hsl(var(--x)) and variables set on the element", () => {
    const found = weights(`
      :root { --primary: 346.8 77.2% 49.8%; --destructive: 0 84.2% 60.2%; --bs-btn-bg: #123456 }
      .btn { background-color: var(--bs-btn-bg) }
      .btn-primary { --bs-btn-bg: hsl(var(--primary)) }
      .btn-light { --bs-btn-bg: #f8f9fa }
      .bg-destructive { background: hsl(var(--destructive) / 0.9) }`);
    expect([...found.keys()].sort()).toEqual(["#e11d48", "#ef4444", "#f8f9fa"]);
    expect(
      rankColors(
        [...found].map(([hex, weight]) => ({ hex, weight })),
        11,
      )[0],
    ).toBe("#e11d48");
  });

  it("ignores selection, placeholder, scrollbar and focus colours and outlines", () => {
    const found = weights(`
      ::selection { background: #ff00aa } input::placeholder { color: #ff00aa }
      ::-webkit-scrollbar-thumb { background: #ff00aa } a:focus-visible { outline: 2px solid #ff00aa }
      .btn { outline: 1px solid #ff00aa; scrollbar-color: #ff00aa #fff }`);
    expect(found.has("#ff00aa")).toBe(false);
  });

  it("counts WordPress presets and Tailwind v4 theme variables where they are used", () => {
    const found = weights(`
      body { --wp--preset--color--primary: #2f6b4f; --wp--preset--color--vivid-red: #cf2e2e }
      :root { --color-brand-600: oklch(60% 0.118 184.704) }
      .top { background: var(--wp--preset--color--primary) }
      .has-vivid-red-background-color { background: var(--wp--preset--color--vivid-red) }
      .hero { background-color: var(--color-brand-600) }`);
    expect(found.get("#009689")).toBeGreaterThan(50);
    expect(found.get("#2f6b4f")).toBeGreaterThan(30);
    expect(found.get("#cf2e2e") ?? 0).toBeLessThan(1);
  });
});

import { BRAND_SITE_ORIGIN, brandSiteNames, oversizedStylesheet, readBrandSite } from "@parlo/testing/brand-sites";
import { describe, expect, it } from "vitest";
import { chroma, fromHex, hexDistance, rgbToLab } from "./color-lab";
import { detectBrand } from "./detect-brand";
import { BRANDING_MAX_BYTES } from "./get-branding-info";
import { readPageBrand } from "./read-page-brand";

const at = (pathname: string) => `${BRAND_SITE_ORIGIN}${pathname}`;
/** The detected primary colour must be this close (CIEDE2000) to the expected one. */
const CLOSE = 3;

/** The brand detected in a saved site, its stylesheets optionally replaced. */
function siteBrand(name: string, stylesheets?: string[]) {
  const site = readBrandSite(name);
  const page = readPageBrand(site.html, site.url);
  return detectBrand({
    page,
    stylesheets: stylesheets ?? site.stylesheets,
    manifest: site.manifest && page.manifest ? { text: site.manifest, url: page.manifest } : null,
  });
}

/** Saved websites whose whole answer is pinned: the colours (in order) and the logo. */
const EXACT: Record<string, { colors: string[]; favicon: string | null }> = {
  // custom properties used through var(); the SVG logo is an <img> inside a .navbar-logo link; the
  // page's background (--gray-50 on body) is its light grey
  "css-variables": {
    colors: ["#4f46e5", "#f59e0b", "#f9fafb", "#111827"],
    favicon: at("/assets/ledgerly.svg"),
  },
  // no stylesheet at all: style attributes; the logo is named by its file
  "inline-styles": {
    colors: ["#7f1d1d", "#15803d", "#fffbeb", "#292524", "#78716c"],
    favicon: at("/images/trattoria-logo.png"),
  },
  // a dark site whose theme-color is its background (near black: not kept first): the neon brand colour first
  "dark-site": {
    colors: ["#22d3ee", "#67e8f9", "#a21caf", "#0b0f19", "#e5e7eb"],
    favicon: at("/icons/favicon-192.png"),
  },
  // no favicon at all: the <img> whose alt says logo, in the top bar
  "no-favicon": {
    colors: ["#0369a1", "#f97316", "#1f2937", "#ffffff"],
    favicon: at("/uploads/2024/03/header-image.png"),
  },
  // an SVG icon beats the .ico; the inline SVG's fills are its colours
  "svg-logo": { colors: ["#166534", "#86efac"], favicon: at("/brand/fernleaf.svg") },
  // everything in the manifest: theme colour, background, the largest (non-monochrome) icon
  "manifest-only": { colors: ["#16a34a", "#ffffff"], favicon: at("/icons/icon-512.png") },
  "theme-color-only": { colors: ["#e11d48"], favicon: null },
  // Bootstrap's many greys: one of each lightness band, the primary and its hover first; greys of
  // rules the page does not use (.hero, disabled inputs) left out
  "bootstrap-greys": {
    colors: ["#0d6efd", "#0b5ed7", "#ffffff", "#212529", "#adb5bd", "#6c757d"],
    favicon: at("/img/northside-dental-logo.png"),
  },
  // rgb() and hsl() in both syntaxes; the h2's darker violet is told apart by CIEDE2000; the og:image is the only picture
  "rgb-hsl": {
    colors: ["#7c3bed", "#ea580c", "#6b26d9", "#18181b", "#ffffff"],
    favicon: "https://cdn.kitelabs.test/share-card.jpg",
  },
  // the largest apple-touch-icon beats og:image and the icons
  "icon-preference": { colors: ["#1e3a8a"], favicon: at("/apple-touch-icon.png") },
  // the tile colour, and og:image resolved against <base href>
  "og-image-tile": { colors: ["#b91c1c"], favicon: "https://static.orchard.test/site/img/orchard-cider.jpg" },
  nothing: { colors: [], favicon: null },
};

/** Saved websites whose primary colour and logo are pinned, and colours that must not be offered. */
const PRIMARY: Record<string, { primary: string; favicon: string; absent?: string[] }> = {
  // Tailwind v4: oklch() theme variables, the brand teal on the hero and the buttons, many greys and unused palette colours
  "tailwind-v4": {
    primary: "#009689",
    favicon: at("/images/tidewater-mark.svg"),
    absent: ["#4f39f6", "#e7000b", "#00a6f4", "#00c950"],
  },
  // shadcn/ui: bare HSL triplets in custom properties, painted through hsl(var(--primary)); destructive and chart colours unused
  shadcn: { primary: "#e11d48", favicon: at("/quillstack-logo.png"), absent: ["#ef4444", "#2a9d90", "#e76e50"] },
  // WordPress block theme: --wp--preset--color--* on body, the core palette's classes never used
  wordpress: {
    primary: "#2f6b4f",
    favicon: at("/wp-content/uploads/2023/11/greenway-physio.png"),
    absent: ["#cf2e2e", "#0693e3", "#9b51e0", "#ff6900", "#fcb900", "#00d084", "#0866ff"],
  },
  // Bootstrap 5.3 with a copper theme over it: the stock primary, success, danger, warning, info are declared, never used
  "bootstrap-custom": {
    primary: "#b4532a",
    favicon: at("/img/copperline.png"),
    absent: ["#0d6efd", "#198754", "#dc3545", "#ffc107", "#0dcaf0"],
  },
  // a large inline SVG illustration (60 paths in its own colours) beside a green brand
  "svg-illustration": {
    primary: "#0b6e4f",
    favicon: at("/static/ferrybridge-logo.svg"),
    absent: ["#f9a826", "#ff6584", "#6c63ff"],
  },
  // theme-color white (the browser bar's, not the brand's); the apple-touch-icon is the logo
  "white-theme-color": { primary: "#c2410c", favicon: at("/apple-touch-icon.png") },
  // a loud magenta on ::selection, placeholders, scrollbars and focus rings
  "loud-selection": { primary: "#14532d", favicon: at("/assets/northpeak-logo.svg"), absent: ["#ff00aa"] },
  // press logos above the header, a customer-logo strip, a testimonial's company logo and a footer partner: the header's wordmark
  "testimonial-partners": { primary: "#ea580c", favicon: at("/img/brightdesk-wordmark.svg") },
  // the theme's rules first in a stylesheet that is over the size cap (see below)
  "oversized-stylesheet": { primary: "#1e3a8a", favicon: at("/img/plumline.png") },
};

describe("brand detection on saved websites", () => {
  it("every saved site is pinned", () => {
    const pinned = [...Object.keys(EXACT), ...Object.keys(PRIMARY)].sort();
    expect(brandSiteNames()).toEqual(pinned);
  });

  for (const [name, expected] of Object.entries(EXACT)) {
    it(`${name}: colours and logo`, () => {
      expect(siteBrand(name)).toEqual(expected);
    });
  }

  for (const [name, expected] of Object.entries(PRIMARY)) {
    it(`${name}: primary colour and logo`, () => {
      const brand = siteBrand(name);
      const [primary = "(none)"] = brand.colors;
      expect(hexDistance(primary, expected.primary), `${primary} for ${expected.primary}`).toBeLessThan(CLOSE);
      expect(brand.favicon).toBe(expected.favicon);
      for (const hex of expected.absent ?? []) {
        expect(
          brand.colors.some((found) => hexDistance(found, hex) < CLOSE),
          `${hex} offered`,
        ).toBe(false);
      }
      expect(brand.colors.length).toBeLessThanOrEqual(11);
    });
  }

  it("reads the start of a stylesheet cut at a size cap (the last rule cut in half ignored)", () => {
    // the fetch cuts at BRANDING_MAX_BYTES (get-branding-info.integration.test.ts); a smaller cut reads the same way
    const cap = 50_000;
    expect(cap).toBeLessThan(BRANDING_MAX_BYTES);
    const [css = ""] = readBrandSite("oversized-stylesheet").stylesheets;
    const cut = Buffer.from(oversizedStylesheet(css, cap + 10_000))
      .subarray(0, cap)
      .toString("utf8");
    expect(cut.endsWith("}\n")).toBe(false);
    expect(siteBrand("oversized-stylesheet", [cut]).colors[0]).toBe("#1e3a8a");
    // without the stylesheet, only the page's small green note would be left
    expect(siteBrand("oversized-stylesheet", []).colors[0]).toBe("#16a34a");
  }, 30_000);

  it("never answers two near-identical greys", () => {
    for (const name of brandSiteNames()) {
      const greys = siteBrand(name)
        .colors.map((hex) => rgbToLab(fromHex(hex)))
        .filter((lab) => chroma(lab) < 12);
      for (const [i, first] of greys.entries()) {
        for (const second of greys.slice(i + 1)) expect(Math.abs(first.l - second.l)).toBeGreaterThanOrEqual(10);
      }
    }
  });
});

describe("the declared theme-color", () => {
  const page = (themeColor: string, css: string) =>
    detectBrand({
      page: readPageBrand(
        `<html><head><meta name="theme-color" content="${themeColor}"></head><body><header>x</header><main><a class="btn">Go</a></main></body></html>`,
        "https://site.test/",
      ),
      stylesheets: [css],
      manifest: null,
    }).colors;

  it("comes first when it is a colour, even over what the page paints most", () => {
    expect(page("#7c3aed", "header { background: #0f766e } .btn { background: #0f766e }")[0]).toBe("#7c3aed");
  });

  it("does not when it is near white, near black or grey", () => {
    for (const themeColor of ["#ffffff", "#fafafa", "#000000", "#0b0f19", "#6b7280"]) {
      expect(page(themeColor, "header { background: #0f766e }")[0], themeColor).toBe("#0f766e");
    }
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chroma, fromHex, rgbToLab } from "./color-lab";
import { FIXTURE_ORIGIN, fixtureBrand } from "./fixture-brand";
import { rankColors } from "./rank-colors";

const at = (pathname: string) => `${FIXTURE_ORIGIN}${pathname}`;

/** Saved websites (fixtures/<name>) and the brand they must be read as. */
const EXPECTED: Record<string, { colors: string[]; favicon: string | null }> = {
  // custom properties used through var(); the SVG logo is an <img> inside a .navbar-logo link
  "css-variables": {
    colors: ["#4f46e5", "#f59e0b", "#ffffff", "#111827", "#6b7280"],
    favicon: at("/assets/ledgerly.svg"),
  },
  // no stylesheet at all: style attributes; the logo is named by its file
  "inline-styles": {
    colors: ["#7f1d1d", "#15803d", "#292524", "#fffbeb", "#78716c"],
    favicon: at("/images/trattoria-logo.png"),
  },
  // a dark site whose theme-color is its background: the neon brand colour still comes first
  "dark-site": {
    colors: ["#22d3ee", "#67e8f9", "#a21caf", "#0b0f19", "#e5e7eb"],
    favicon: at("/icons/favicon-192.png"),
  },
  // no favicon at all: the <img> whose alt says logo
  "no-favicon": {
    colors: ["#0369a1", "#f97316", "#1f2937", "#ffffff"],
    favicon: at("/uploads/2024/03/header-image.png"),
  },
  // an SVG icon beats the .ico; the inline SVG's fills are its colours
  "svg-logo": { colors: ["#166534", "#86efac"], favicon: at("/brand/fernleaf.svg") },
  // everything in the manifest: theme colour, background, the largest (non-monochrome) icon
  "manifest-only": { colors: ["#16a34a", "#ffffff"], favicon: at("/icons/icon-512.png") },
  "theme-color-only": { colors: ["#e11d48"], favicon: null },
  // Bootstrap's many greys: one of each lightness band, the primary and its hover first
  "bootstrap-greys": {
    colors: ["#0d6efd", "#0b5ed7", "#e9ecef", "#212529", "#6c757d", "#495057", "#adb5bd"],
    favicon: at("/img/northside-dental-logo.png"),
  },
  // rgb() and hsl() in both syntaxes; the og:image is the only picture
  "rgb-hsl": {
    colors: ["#7c3bed", "#ea580c", "#18181b", "#ffffff"],
    favicon: "https://cdn.kitelabs.test/share-card.jpg",
  },
  // the largest apple-touch-icon beats og:image and the icons
  "icon-preference": { colors: ["#1e3a8a"], favicon: at("/apple-touch-icon.png") },
  // the tile colour, and og:image resolved against <base href>
  "og-image-tile": { colors: ["#b91c1c"], favicon: "https://static.orchard.test/site/img/orchard-cider.jpg" },
  nothing: { colors: [], favicon: null },
};

describe("brand detection on saved websites", () => {
  it("every saved fixture is pinned", () => {
    const saved = readdirSync(path.join(import.meta.dirname, "fixtures"));
    expect(saved.sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(saved.length).toBeGreaterThanOrEqual(8);
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: colours and logo`, () => {
      expect(fixtureBrand(name)).toEqual(expected);
    });
  }

  it("never answers two near-identical greys", () => {
    for (const name of Object.keys(EXPECTED)) {
      const greys = fixtureBrand(name)
        .colors.map((hex) => rgbToLab(fromHex(hex)))
        .filter((lab) => chroma(lab) < 12);
      for (const [i, first] of greys.entries()) {
        for (const second of greys.slice(i + 1)) expect(Math.abs(first.l - second.l)).toBeGreaterThanOrEqual(10);
      }
    }
  });
});

describe("rankColors", () => {
  it("sums the uses of a colour, merges look-alikes into the stronger one and keeps at most max", () => {
    const uses = [
      { hex: "#b45309", weight: 5 },
      { hex: "#b5540a", weight: 1 }, // the same amber, a shade off
      { hex: "#0f766e", weight: 4 },
      { hex: "#0f766e", weight: 3 },
      { hex: "#f5f5f5", weight: 50 },
      { hex: "#f3f4f6", weight: 50 },
    ];
    expect(rankColors(uses, 11)).toEqual(["#0f766e", "#b45309", "#f3f4f6"]);
    expect(rankColors(uses, 1)).toEqual(["#0f766e"]);
    const many = Array.from({ length: 30 }, (_, i) => ({
      hex: `#${(i * 8).toString(16).padStart(2, "0")}40c0`,
      weight: 1,
    }));
    expect(rankColors(many, 11).length).toBeLessThanOrEqual(11);
  });
});

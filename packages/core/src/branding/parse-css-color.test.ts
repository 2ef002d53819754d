import { describe, expect, it } from "vitest";
import { chroma, ciede2000, fromHex, rgbToLab } from "./color-lab";
import { colorsIn, parseCssColor } from "./parse-css-color";

describe("parseCssColor", () => {
  it("reads hex in all lengths, rgb() and hsl() in both syntaxes", () => {
    expect(parseCssColor("#B45309")).toBe("#b45309");
    expect(parseCssColor("#fff")).toBe("#ffffff");
    expect(parseCssColor("#0f766eff")).toBe("#0f766e");
    expect(parseCssColor("rgb(180, 83, 9)")).toBe("#b45309");
    expect(parseCssColor("rgb(180 83 9 / 90%)")).toBe("#b45309");
    expect(parseCssColor("rgba(100%, 0%, 0%, 1)")).toBe("#ff0000");
    expect(parseCssColor("hsl(120, 100%, 25%)")).toBe("#008000");
    expect(parseCssColor("hsl(210deg 100% 50% / 0.8)")).toBe("#0080ff");
  });

  it("reads oklch() and oklab() (Tailwind v4), with percentages, none and an alpha", () => {
    // Tailwind v4's blue-600, emerald-600 and gray-900 and their published sRGB equivalents
    expect(parseCssColor("oklch(54.6% 0.245 262.881)")).toBe("#155dfc");
    expect(parseCssColor("oklch(0.596 0.145 163.225)")).toBe("#009966");
    expect(parseCssColor("oklch(21% 0.034 264.665 / 90%)")).toBe("#101828");
    expect(parseCssColor("oklch(98.5% 0 none)")).toBe("#fafafa");
    expect(parseCssColor("oklch(60% 0.2 150 / 0.2)")).toBeNull();
    expect(parseCssColor("oklab(0.6 0.1 -0.1)")).toBe("#9f63ba");
    expect(parseCssColor("oklab(60% 25% -25%)")).toBe("#9f63ba");
  });

  it("treats an alpha it cannot read (var(), calc()) as opaque", () => {
    expect(parseCssColor("rgba(180, 83, 9, )")).toBe("#b45309");
    expect(parseCssColor("hsl(346.8 77.2% 49.8% / )")).toBe("#e11d48");
  });

  it("drops mostly transparent colours and things that are not colours", () => {
    expect(parseCssColor("rgba(0,0,0,0.1)")).toBeNull();
    expect(parseCssColor("#00000020")).toBeNull();
    expect(parseCssColor("#12345")).toBeNull();
    expect(parseCssColor("rgb(var(--r), 0, 0)")).toBeNull();
  });

  it("finds every colour in a value", () => {
    expect(colorsIn("1px solid #ccc; box-shadow: 0 0 0 2px rgba(180,83,9,.9), 0 1px 2px rgba(0,0,0,.05)")).toEqual([
      "#cccccc",
      "#b45309",
    ]);
    expect(colorsIn("url(\"data:image/svg+xml,%3csvg fill='%23198754'%3e\") #fff")).toEqual(["#ffffff"]);
    expect(colorsIn("url(/img/bg.png#ff0000) no-repeat")).toEqual([]);
  });
});

describe("CIEDE2000", () => {
  it("matches the published test pairs (Sharma, Wu and Dalal 2005)", () => {
    const pairs: [number, number, number, number, number, number, number][] = [
      [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
      [50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0],
      [50, 2.5, 0, 73, 25, -18, 27.1492],
      [50, 0, 0, 50, -1, 2, 2.3669],
      [50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792],
      [50, 2.5, 0, 50, 3.1736, 0.5854, 1.0],
      [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
      [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
      [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
    ];
    for (const [l1, a1, b1, l2, a2, b2, expected] of pairs) {
      expect(ciede2000({ l: l1, a: a1, b: b1 }, { l: l2, a: a2, b: b2 })).toBeCloseTo(expected, 3);
      expect(ciede2000({ l: l2, a: a2, b: b2 }, { l: l1, a: a1, b: b1 })).toBeCloseTo(expected, 3);
    }
  });

  it("near-identical greys are close, different hues far apart", () => {
    const lab = (hex: string) => rgbToLab(fromHex(hex));
    expect(ciede2000(lab("#f5f5f5"), lab("#f3f4f6"))).toBeLessThan(2);
    expect(ciede2000(lab("#b45309"), lab("#0f766e"))).toBeGreaterThan(40);
    expect(rgbToLab(fromHex("#ffffff")).l).toBeCloseTo(100, 0);
    expect(chroma(lab("#6b7280"))).toBeLessThan(12);
    expect(chroma(lab("#b45309"))).toBeGreaterThan(40);
  });
});

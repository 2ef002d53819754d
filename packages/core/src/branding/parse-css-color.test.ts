import { describe, expect, it } from "vitest";
import { chroma, deltaE, fromHex, rgbToLab } from "./color-lab";
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
  });
});

describe("Lab distance", () => {
  it("near-identical greys are close, different hues far apart", () => {
    const lab = (hex: string) => rgbToLab(fromHex(hex));
    expect(deltaE(lab("#f5f5f5"), lab("#f3f4f6"))).toBeLessThan(2);
    expect(deltaE(lab("#b45309"), lab("#0f766e"))).toBeGreaterThan(50);
    expect(rgbToLab(fromHex("#ffffff")).l).toBeCloseTo(100, 0);
    expect(chroma(lab("#6b7280"))).toBeLessThan(12);
    expect(chroma(lab("#b45309"))).toBeGreaterThan(40);
  });
});

import { describe, expect, it } from "vitest";
import { ZCustomTheme } from "./agent-settings";
import {
  customThemeFromHex,
  hexToHsl,
  normalizeHex,
  paletteFromHex,
  readThemeSetting,
  themeSettingFor,
} from "./theme-palette";

describe("normalizeHex", () => {
  it("adds the # and lower-cases once there are exactly 6 hex digits", () => {
    expect(normalizeHex("2563EB")).toBe("#2563eb");
    expect(normalizeHex("#2563eb")).toBe("#2563eb");
    expect(normalizeHex("  #A1b2C3 ")).toBe("#a1b2c3");
  });
  it("refuses anything else (the theme takes 6 digits only)", () => {
    for (const value of ["", "#", "#25", "#fff", "2563e", "#2563ebb", "#2563eg", "red"]) {
      expect(normalizeHex(value), value).toBeNull();
    }
  });
});

describe("hexToHsl", () => {
  it("converts to integer degrees and percentages", () => {
    expect(hexToHsl("#2563eb")).toEqual([221, 83, 53]);
    expect(hexToHsl("#ff0000")).toEqual([0, 100, 50]);
    expect(hexToHsl("#00ff00")).toEqual([120, 100, 50]);
    expect(hexToHsl("#0000ff")).toEqual([240, 100, 50]);
    expect(hexToHsl("#9333ea")).toEqual([271, 81, 56]);
    expect(hexToHsl("#ff00ff")).toEqual([300, 100, 50]);
  });
  it("gives greys no hue and no saturation", () => {
    expect(hexToHsl("#ffffff")).toEqual([0, 0, 100]);
    expect(hexToHsl("#000000")).toEqual([0, 0, 0]);
    expect(hexToHsl("#808080")).toEqual([0, 0, 50]);
  });
  it("throws on a partial hex", () => {
    expect(() => hexToHsl("#fff")).toThrow(/6-digit/);
  });
});

describe("paletteFromHex", () => {
  it("gives ten swatches 50..900 at lightness 95, 90 down to 10 with the primary's hue and saturation", () => {
    expect(paletteFromHex("#2563eb")).toEqual([
      { label: 50, hsl: [221, 83, 95] },
      { label: 100, hsl: [221, 83, 90] },
      { label: 200, hsl: [221, 83, 80] },
      { label: 300, hsl: [221, 83, 70] },
      { label: 400, hsl: [221, 83, 60] },
      { label: 500, hsl: [221, 83, 50] },
      { label: 600, hsl: [221, 83, 40] },
      { label: 700, hsl: [221, 83, 30] },
      { label: 800, hsl: [221, 83, 20] },
      { label: 900, hsl: [221, 83, 10] },
    ]);
  });
});

describe("customThemeFromHex", () => {
  it("builds the spec's custom theme, valid for ZCustomTheme", () => {
    const theme = customThemeFromHex("FF0000", "dark", "owner123");
    expect(theme).toEqual({
      ownerID: "owner123",
      themeType: "dark",
      primary: "#ff0000",
      nineColorPallet: [
        [0, 100, 95],
        [0, 100, 90],
        [0, 100, 80],
        [0, 100, 70],
        [0, 100, 60],
        [0, 100, 50],
        [0, 100, 40],
        [0, 100, 30],
        [0, 100, 20],
        [0, 100, 10],
      ],
    });
    expect(ZCustomTheme.safeParse(theme).success).toBe(true);
  });
});

describe("theme setting", () => {
  it("names presets and custom colours with the light or dark suffix", () => {
    expect(themeSettingFor("#2563EB", "light")).toBe("blue-light");
    expect(themeSettingFor("#9333ea", "dark")).toBe("purple-dark");
    expect(themeSettingFor("#123456", "dark")).toBe("custom-dark");
  });
  it("reads a stored setting back, falling back to blue light", () => {
    expect(readThemeSetting("purple-dark", undefined)).toEqual({ primary: "#9333ea", themeType: "dark" });
    expect(readThemeSetting("custom-light", JSON.stringify(customThemeFromHex("#123456", "light")))).toEqual({
      primary: "#123456",
      themeType: "light",
    });
    expect(readThemeSetting("custom-dark", "not json")).toEqual({ primary: "#2563eb", themeType: "dark" });
    expect(readThemeSetting(undefined, undefined)).toEqual({ primary: "#2563eb", themeType: "light" });
  });
});

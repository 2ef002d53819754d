import { paletteFromHex } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { gradientEnd, previewFontFamily, previewStyles, textOn, type PreviewLook } from "./preview-theme";

const look = (over: Partial<PreviewLook> = {}): PreviewLook => ({
  primary: "#16a34a",
  themeType: "light",
  palette: paletteFromHex("#16a34a").map((swatch) => swatch.hsl),
  variant: "default",
  usage: "plain",
  secondaryHex: "",
  font: "Rubik",
  ...over,
});

describe("previewStyles", () => {
  it("fills the main button with the primary colour, or the gradient", () => {
    expect(previewStyles(look()).primaryButton.background).toBe("#16a34a");
    const gradient = previewStyles(look({ usage: "gradient", secondaryHex: "#f59e0b" }));
    expect(gradient.primaryButton.background).toBe("linear-gradient(135deg, #16a34a, #f59e0b)");
    expect(gradient.header.background).toBe("linear-gradient(135deg, #16a34a, #f59e0b)");
  });

  it("draws each variant's shape", () => {
    expect(previewStyles(look({ variant: "bordered" })).primaryButton).toMatchObject({
      background: "transparent",
      border: "2px solid #16a34a",
    });
    expect(previewStyles(look({ variant: "flat" })).card.boxShadow).toBe("none");
    expect(previewStyles(look({ variant: "faded" })).input.border).toContain("2px solid");
  });

  it("uses dark surfaces in the dark theme and the primary as the accent", () => {
    const dark = previewStyles(look({ themeType: "dark" }));
    expect(dark.root.background).toBe("#0f1115");
    expect(dark.accent).toBe("#16a34a");
  });

  it("keeps plain headings neutral and colours them when colorful", () => {
    expect(previewStyles(look()).title.color).toBe("#18181b");
    expect(previewStyles(look({ usage: "colorful" })).title.color).toBe("#16a34a");
  });
});

describe("helpers", () => {
  it("picks the readable text colour on a colour", () => {
    expect(textOn("#16a34a")).toBe("#ffffff");
    expect(textOn("#fde047")).toBe("#18181b");
  });

  it("derives the gradient's end from the primary when none (or not a colour yet) is chosen", () => {
    expect(gradientEnd("#16a34a", "")).toMatch(/^hsl\(/);
    expect(gradientEnd("#16a34a", "#f59e0")).toMatch(/^hsl\(/);
    expect(gradientEnd("#16a34a", "F59E0B")).toBe("#f59e0b");
  });

  it("names the font for CSS, keeping only a font name's characters", () => {
    expect(previewFontFamily("Open Sans")).toBe('"Open Sans", ui-sans-serif, system-ui, sans-serif');
    expect(previewFontFamily("inherit")).toBe("inherit");
    expect(previewFontFamily('x"; color: red')).toBe('"x color red", ui-sans-serif, system-ui, sans-serif');
  });
});

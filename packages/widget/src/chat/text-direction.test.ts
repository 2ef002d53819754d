import { describe, expect, it } from "vitest";
import { textDirection } from "./text-direction";

describe("textDirection", () => {
  it("is right to left for Arabic, Hebrew, Persian and Urdu, with or without a region", () => {
    for (const lang of ["ar", "he-IL", "fa_IR", "UR", " ar-EG "]) expect(textDirection(lang)).toBe("rtl");
  });
  it("is left to right otherwise, and when no language is set", () => {
    for (const lang of ["en", "fr-CA", "", undefined, null, "arn"]) expect(textDirection(lang)).toBe("ltr");
  });
});

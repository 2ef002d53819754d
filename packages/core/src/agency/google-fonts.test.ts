import { describe, expect, it } from "vitest";
import { resolveGoogleFont } from "./google-fonts";

describe("resolveGoogleFont", () => {
  it("finds Google fonts whatever their case and spacing", () => {
    expect(resolveGoogleFont("Rubik")).toBe("Rubik");
    expect(resolveGoogleFont("open   sans")).toBe("Open Sans");
    expect(resolveGoogleFont(" Playfair Display ")).toBe("Playfair Display");
  });

  it("always accepts inherit", () => {
    expect(resolveGoogleFont("Inherit")).toBe("inherit");
  });

  it("refuses names that are not Google fonts", () => {
    expect(resolveGoogleFont("Comic Sans MS")).toBeNull();
    expect(resolveGoogleFont("Helvetica Neue")).toBeNull();
    expect(resolveGoogleFont("")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { googleFontStylesheetUrl } from "./google-font-url";

describe("googleFontStylesheetUrl", () => {
  it("asks the css2 API for weights 400, 500 and 700", () => {
    expect(googleFontStylesheetUrl("https://fonts.googleapis.com/css2", " Open   Sans ")).toBe(
      "https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;500;700&display=swap",
    );
  });

  it("has no stylesheet for inherit or an empty name", () => {
    expect(googleFontStylesheetUrl("https://fonts.googleapis.com/css2", "inherit")).toBeNull();
    expect(googleFontStylesheetUrl("https://fonts.googleapis.com/css2", "  ")).toBeNull();
  });

  it("keeps other characters from changing the query", () => {
    expect(googleFontStylesheetUrl("http://127.0.0.1:4000/css2", "A&b=c")).toBe(
      "http://127.0.0.1:4000/css2?family=A%26b%3Dc:wght@400;500;700&display=swap",
    );
  });
});

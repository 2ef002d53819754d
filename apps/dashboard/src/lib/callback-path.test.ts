import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

describe("safeCallbackPath", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeCallbackPath("/join/eu/AbC_12-xyz")).toBe("/join/eu/AbC_12-xyz");
    expect(safeCallbackPath("/app/na/agents?tab=all#top")).toBe("/app/na/agents?tab=all#top");
    expect(safeCallbackPath("/")).toBe("/");
    expect(safeCallbackPath("/search?q=hello%20world")).toBe("/search?q=hello%20world");
    expect(safeCallbackPath("/app/eu/../na/agents")).toBe("/app/na/agents");
  });

  it("refuses other sites, whichever way they are written", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/join/eu/abc",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " /join",
      "https://evil.com",
      "http://localhost:3000/app",
      "HTTPS://evil.com",
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "evil.com",
      "join/eu/abc",
      "/.//evil.com",
      "/a/..//evil.com",
    ]) {
      expect(safeCallbackPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses the same behind percent-encoding", () => {
    for (const value of [
      "%2F%2Fevil.com",
      "/%2Fevil.com",
      "/%2F%2Fevil.com",
      "/%5Cevil.com",
      "/%5C%5Cevil.com",
      "/%09/evil.com",
      "/%0A/evil.com",
      "%68ttps://evil.com",
      "javascript%3Aalert(1)",
      "/%E0%A4%A",
    ]) {
      expect(safeCallbackPath(value), value).toBeNull();
    }
  });

  it("refuses no value, an empty one or several", () => {
    expect(safeCallbackPath(undefined)).toBeNull();
    expect(safeCallbackPath(null)).toBeNull();
    expect(safeCallbackPath("")).toBeNull();
    expect(safeCallbackPath(["/join/eu/abc", "//evil.com"])).toBeNull();
  });
});

import { AGENCY_LIMITS } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { displayMagicLink } from "./magic-link";

describe("displayMagicLink", () => {
  it("shows a short link whole", () => {
    expect(displayMagicLink("https://portal.example/?secret=abc")).toBe("https://portal.example/?secret=abc");
  });

  it("cuts a long link at 500 characters", () => {
    const link = `https://portal.example/?secret=${"x".repeat(600)}`;
    const shown = displayMagicLink(link);
    expect(AGENCY_LIMITS.magicLinkDisplayMax).toBe(500);
    expect(shown).toBe(`${link.slice(0, 500)}…`);
    expect(displayMagicLink("x".repeat(500))).toBe("x".repeat(500));
  });
});

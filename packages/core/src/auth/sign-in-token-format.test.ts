import { describe, expect, it } from "vitest";
import { formatSignInToken, parseSignInToken } from "./sign-in-token-format";

const parts = { region: "na" as const, id: "0123456789abcdef0123456789abcdef", secret: "A".repeat(42) + "_" };

describe("sign-in token format", () => {
  it("reads back what it writes", () => {
    const token = formatSignInToken(parts);
    expect(token).toBe(`sit.na.${parts.id}.${parts.secret}`);
    expect(parseSignInToken(token)).toEqual(parts);
  });

  it("refuses other regions, shapes and lengths", () => {
    for (const token of [
      `sit.us.${parts.id}.${parts.secret}`,
      `sit.eu.${parts.id.toUpperCase()}.${parts.secret}`,
      `sit.eu.${parts.id}.${parts.secret}x`,
      `sit.eu.${parts.id}`,
      `vg_${"a".repeat(20)}`,
      "",
    ]) {
      expect(parseSignInToken(token), token).toBeNull();
    }
  });
});

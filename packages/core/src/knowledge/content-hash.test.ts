import { describe, expect, it } from "vitest";
import { contentHash } from "./content-hash";

describe("contentHash", () => {
  it("is a hex SHA-256 that ignores whitespace differences only", () => {
    const hash = contentHash("Hello   world\n\n");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(" Hello world")).toBe(hash);
    expect(contentHash("Hello\nworld")).toBe(hash);
    expect(contentHash("Hello world!")).not.toBe(hash);
    expect(contentHash("Cafe\u0301")).toBe(contentHash("Café"));
  });
});

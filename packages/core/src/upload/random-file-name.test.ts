import { describe, expect, it } from "vitest";
import { randomFileName } from "./random-file-name";

describe("randomFileName", () => {
  it("is 8 random letters and digits plus the extension", () => {
    expect(randomFileName("png")).toMatch(/^[A-Za-z0-9]{8}\.png$/);
    expect(randomFileName(".JPEG")).toMatch(/^[A-Za-z0-9]{8}\.jpeg$/);
  });

  it("does not repeat", () => {
    const names = new Set(Array.from({ length: 1000 }, () => randomFileName("webp")));
    expect(names.size).toBe(1000);
  });

  it("refuses an extension that could change the path", () => {
    expect(() => randomFileName("../png")).toThrow();
    expect(() => randomFileName("")).toThrow();
    expect(() => randomFileName("png/x")).toThrow();
  });
});

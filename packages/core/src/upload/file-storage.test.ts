import { describe, expect, it } from "vitest";
import { isSafeContentType, isSafeStoragePath } from "./file-storage";

describe("isSafeStoragePath", () => {
  it("accepts relative paths of letters, digits, _ . -", () => {
    expect(isSafeStoragePath("users/cm0abc_1-x/Ab3dEf9H.png")).toBe(true);
    expect(isSafeStoragePath("public/logo.v2.png")).toBe(true);
  });

  it.each([
    "",
    "../secret",
    "users/../../etc/passwd",
    "users/./a.png",
    "/etc/passwd",
    "users//a.png",
    "users/a.png/",
    ".meta/users/a.png.json",
    "users/.hidden",
    "users\\a.png",
    "users/a b.png",
    "users/%2e%2e/a.png",
    "users/ä.png",
    "a".repeat(513),
  ])("refuses %j", (path) => {
    expect(isSafeStoragePath(path)).toBe(false);
  });
});

describe("isSafeContentType", () => {
  it("accepts plain types and refuses parameters or header breaks", () => {
    expect(isSafeContentType("image/png")).toBe(true);
    expect(isSafeContentType("application/vnd.api+json")).toBe(true);
    expect(isSafeContentType("text/html; charset=utf-8")).toBe(false);
    expect(isSafeContentType("image/png\r\nSet-Cookie: a=b")).toBe(false);
    expect(isSafeContentType("png")).toBe(false);
  });
});

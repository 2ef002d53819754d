import { describe, expect, it } from "vitest";
import { extractCode } from "./extract-code";

describe("extractCode", () => {
  it("returns the first standalone 6-digit code", () => {
    expect(extractCode("Your Acme sign-in code is: 482913\nExpires in 10 minutes. Ref 111222")).toBe("482913");
  });

  it("ignores longer and shorter digit runs", () => {
    expect(extractCode("order 1234567, pin 12345, code 654321")).toBe("654321");
  });

  it("returns null when there is no code", () => {
    expect(extractCode("no digits here 12 345")).toBeNull();
  });
});

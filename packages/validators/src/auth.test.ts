import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, ZRequestSignInCodeInput, ZVerifySignInCodeInput } from "./auth";

describe("sign-in inputs", () => {
  it("normalises the e-mail and refuses malformed ones with the spec's message", () => {
    expect(ZRequestSignInCodeInput.parse({ purpose: "signin", email: "  Ada@Example.COM " })).toEqual({
      purpose: "signin",
      email: "ada@example.com",
    });
    for (const email of ["", "ada", "ada@", "ada@example", "a b@example.com"]) {
      const result = ZRequestSignInCodeInput.safeParse({ purpose: "signin", email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
    }
  });

  it("needs a region to sign up", () => {
    expect(ZRequestSignInCodeInput.safeParse({ purpose: "signup", email: "a@b.co" }).success).toBe(false);
    expect(ZRequestSignInCodeInput.safeParse({ purpose: "signup", email: "a@b.co", region: "us" }).success).toBe(false);
    expect(
      ZRequestSignInCodeInput.parse({ purpose: "signup", email: "a@b.co", region: "na", displayName: " Ada " }),
    ).toMatchObject({ displayName: "Ada" });
  });

  it("needs a full name to sign up", () => {
    for (const displayName of [undefined, "", "   "]) {
      const result = ZRequestSignInCodeInput.safeParse({
        purpose: "signup",
        email: "a@b.co",
        region: "na",
        displayName,
      });
      expect(result.success).toBe(false);
      if (displayName !== undefined) expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.fullNameRequired);
    }
    const long = ZRequestSignInCodeInput.safeParse({
      purpose: "signup",
      email: "a@b.co",
      region: "na",
      displayName: "x".repeat(81),
    });
    expect(long.error?.issues[0]?.message).toBe(AUTH_MESSAGES.fullNameTooLong);
  });

  it("takes exactly six digits as a code", () => {
    expect(ZVerifySignInCodeInput.safeParse({ email: "a@b.co", code: " 012345 " }).data?.code).toBe("012345");
    expect(ZVerifySignInCodeInput.safeParse({ email: "a@b.co", code: "" }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.codeRequired,
    );
    expect(ZVerifySignInCodeInput.safeParse({ email: "a@b.co", code: "12a456" }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.codeFormat,
    );
  });
});

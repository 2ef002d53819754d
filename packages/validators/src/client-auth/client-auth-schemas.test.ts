import { describe, expect, it } from "vitest";
import { CLIENT_AUTH_MESSAGES as M } from "./client-auth-messages";
import {
  ZAgencyAdminSignInInput,
  ZClientSignInInput,
  ZSignupWithOtpInput,
  ZSsoClientInput,
  ZValidateClientLoginTokenInput,
} from "./client-auth-schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("client auth schemas", () => {
  it("trims and lower-cases e-mails and asks for e-mail and password", () => {
    expect(ZClientSignInInput.parse({ email: "  Ada@Example.TEST ", password: " p " })).toEqual({
      email: "ada@example.test",
      password: " p ",
    });
    expect(firstMessage(ZClientSignInInput.safeParse({ email: " ", password: "x" }))).toBe(M.enterEmailAndPassword);
    expect(firstMessage(ZClientSignInInput.safeParse({ email: "a@b.test", password: "" }))).toBe(
      M.enterEmailAndPassword,
    );
  });

  it("asks for all sign-up fields and the code", () => {
    expect(firstMessage(ZSignupWithOtpInput.safeParse({ name: " ", email: "a@b.test" }))).toBe(M.fillAllFields);
    expect(firstMessage(ZSignupWithOtpInput.safeParse({ name: "Ada", email: "" }))).toBe(M.fillAllFields);
    expect(firstMessage(ZSignupWithOtpInput.safeParse({ name: "Ada", email: "a@b.test", code: "" }))).toBe(M.enterCode);
    expect(firstMessage(ZSsoClientInput.safeParse({ email: "a@b.test", code: "12345" }))).toBe(M.codeFormat);
    expect(ZSsoClientInput.parse({ email: "A@B.test" })).toEqual({ email: "a@b.test" });
  });

  it("checks tokens and admin secrets", () => {
    expect(firstMessage(ZValidateClientLoginTokenInput.safeParse({ token: "a b" }))).toBe(M.invalidLoginLink);
    expect(firstMessage(ZAgencyAdminSignInInput.safeParse({ secret: "" }))).toBe(M.adminSignInFailed);
  });

  it("keeps the spec's texts", () => {
    expect(M).toMatchObject({
      enterEmailAndPassword: "Please enter your email and password.",
      fillAllFields: "Please fill out all fields.",
      enterCode: "Please enter the verification code.",
      emailNotFound: "This email doesn't exist.",
      wrongPassword: "Password is incorrect please try again.",
      signInFailed: "Failed to sign in",
      adminSignInFailed: "Error occurred signing in with admin access.",
      noAgents: "This account has not agents",
      accountDataMissing: "Account data not present.",
      loginAgain: "Please login again.",
    });
  });
});

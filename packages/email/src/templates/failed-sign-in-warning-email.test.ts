import { describe, expect, it } from "vitest";
import { failedSignInWarningEmail } from "./failed-sign-in-warning-email";

describe("failedSignInWarningEmail", () => {
  const email = failedSignInWarningEmail({ brandName: "Acme", failedAttempts: 5, windowHours: 24, lockAfter: 10 });

  it("says how many wrong codes were entered, that no code was shared and that it can be ignored", () => {
    expect(email.subject).toBe("Someone is trying to sign in to your account");
    for (const body of [email.text, email.html]) {
      expect(body).toContain("5 wrong sign-in codes were entered for your Acme account in the last 24 hours.");
      expect(body).toContain("No code was shared");
      expect(body).toContain("If it was you, you can ignore this e-mail.");
    }
  });

  it("holds no code", () => {
    expect(`${email.subject}\n${email.text}\n${email.html}`).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
  });

  it("escapes the brand name in the HTML", () => {
    const escaped = failedSignInWarningEmail({
      brandName: "<b>A&B</b>",
      failedAttempts: 1,
      windowHours: 24,
      lockAfter: 10,
    });
    expect(escaped.html).toContain("&lt;b&gt;A&amp;B&lt;/b&gt;");
    expect(escaped.html).not.toContain("<b>A&B</b>");
    expect(escaped.text).toContain("1 wrong sign-in code was entered");
  });
});

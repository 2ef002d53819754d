import { describe, expect, it } from "vitest";
import { clientLoginCodeEmail } from "./client-login-code-email";

describe("clientLoginCodeEmail", () => {
  it("names the agency in subject, html and text, with the code", () => {
    const email = clientLoginCodeEmail({
      code: "482913",
      agencyName: "Northwind",
      purpose: "signin",
      expiresInMinutes: 10,
    });
    expect(email.subject).toBe("Your Northwind login code");
    expect(email.html).toContain(">482913</div>");
    expect(email.html).toContain("Northwind");
    expect(email.text).toContain("Your login code is: 482913");
    expect(email.text).toContain("sign in to your Northwind dashboard. It expires in 10 minutes.");
  });

  it("uses verification wording for sign-up and escapes the HTML", () => {
    const email = clientLoginCodeEmail({
      code: "000111",
      agencyName: "<b>A & B</b>",
      purpose: "signup",
      expiresInMinutes: 1,
    });
    expect(email.subject).toBe("Your <b>A & B</b> verification code");
    expect(email.html).not.toContain("<b>A");
    expect(email.html).toContain("&lt;b&gt;A &amp; B&lt;/b&gt;");
    expect(email.text).toContain("expires in 1 minute.");
  });

  it("leaves the name out when the agency has none", () => {
    const email = clientLoginCodeEmail({ code: "123456", agencyName: "  ", purpose: "signin", expiresInMinutes: 10 });
    expect(email.subject).toBe("Your login code");
    expect(email.text).toContain("sign in to your dashboard");
  });
});

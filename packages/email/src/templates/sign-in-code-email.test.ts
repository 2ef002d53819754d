import { describe, expect, it } from "vitest";
import { signInCodeEmail } from "./sign-in-code-email";

describe("signInCodeEmail", () => {
  it("renders a sign-in e-mail with the code in subject, html and text", () => {
    const email = signInCodeEmail({ code: "482913", brandName: "Acme", purpose: "signin", expiresInMinutes: 10 });
    expect(email.subject).toBe("Your Acme sign-in code: 482913");
    expect(email.html).toContain(">482913</div>");
    expect(email.html).toContain("sign in to Acme");
    expect(email.html).toContain("10 minutes");
    expect(email.text).toContain("Your Acme sign-in code is: 482913");
    expect(email.text).toContain("expires in 10 minutes");
  });

  it("uses sign-up wording for purpose signup", () => {
    const email = signInCodeEmail({ code: "000111", brandName: "Acme", purpose: "signup", expiresInMinutes: 1 });
    expect(email.subject).toBe("Your Acme sign-up code: 000111");
    expect(email.text).toContain("finish creating your Acme account");
    expect(email.text).toContain("expires in 1 minute.");
    expect(email.html).not.toContain("sign in to");
  });

  it("escapes interpolated text in the HTML", () => {
    const brandName = `<script>alert("x")</script> & Co`;
    const email = signInCodeEmail({ code: "<b>1</b>", brandName, purpose: "signin", expiresInMinutes: 5 });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>1</b>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(email.html).toContain("&lt;b&gt;1&lt;/b&gt;");
    // Subject and text are plain text: not HTML-escaped.
    expect(email.subject).toBe(`Your ${brandName} sign-in code: <b>1</b>`);
    expect(email.text).toContain(brandName);
  });
});

import { describe, expect, it } from "vitest";
import { agencyFrom, agencyMailFooter, senderAddress, withFooterHtml } from "./agency-sender";

const PRODUCT = "Parlo <no-reply@parlo.app>";
const agency = (over: Partial<Parameters<typeof agencyFrom>[0]> = {}) => ({
  name: "Northwind",
  address: "1 Harbour Street\nBristol",
  resendEmailDomain: "northwind.com",
  resendEmailDomainStatus: "verified",
  ...over,
});

describe("agencyFrom", () => {
  it("sends from no-reply at the verified domain, under the agency's name", () => {
    expect(agencyFrom(agency(), PRODUCT)).toBe('"Northwind" <no-reply@northwind.com>');
  });

  it("uses the product's address until the domain is verified", () => {
    expect(agencyFrom(agency({ resendEmailDomainStatus: "pending" }), PRODUCT)).toBe(
      '"Northwind" <no-reply@parlo.app>',
    );
    expect(agencyFrom(agency({ resendEmailDomain: null, resendEmailDomainStatus: "not_started" }), PRODUCT)).toBe(
      '"Northwind" <no-reply@parlo.app>',
    );
    expect(agencyFrom(agency({ resendEmailDomainStatus: "pending" }), "bare@parlo.app")).toBe(
      '"Northwind" <bare@parlo.app>',
    );
  });

  it("keeps the name on one line and quoted", () => {
    expect(agencyFrom(agency({ name: 'North "wind"\r\nBcc: x@evil.test \\' }), PRODUCT)).toBe(
      '"North \\"wind\\" Bcc: x@evil.test \\\\" <no-reply@northwind.com>',
    );
    expect(agencyFrom(agency({ name: "  " }), PRODUCT)).toBe("no-reply@northwind.com");
    expect(agencyFrom(agency({ name: "", resendEmailDomainStatus: "pending" }), PRODUCT)).toBe(PRODUCT);
  });
});

describe("the footer", () => {
  it("carries the agency's name and address, escaped", () => {
    const footer = agencyMailFooter({ name: "North <wind>", address: "1 Harbour Street\r\n\nBristol" });
    expect(footer.text).toBe("\n\n--\nNorth <wind>\n1 Harbour Street\nBristol");
    expect(footer.html).toContain("North &lt;wind&gt;<br>1 Harbour Street<br>Bristol");
  });

  it("goes before </body>, or at the end", () => {
    expect(withFooterHtml("<html><body><p>Hi</p></body></html>", "<hr>")).toBe(
      "<html><body><p>Hi</p><hr></body></html>",
    );
    expect(withFooterHtml("<p>Hi</p>", "<hr>")).toBe("<p>Hi</p><hr>");
  });

  it("reads the address of a sender", () => {
    expect(senderAddress(PRODUCT)).toBe("no-reply@parlo.app");
    expect(senderAddress(" a@b.c ")).toBe("a@b.c");
  });
});

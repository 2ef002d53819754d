import { describe, expect, it } from "vitest";
import { customDomainLostEmail } from "./custom-domain-lost-email";
import { dnsReminderEmail } from "./dns-reminder-email";

const records = [{ type: "CNAME", name: "app", value: "edge.parlo.test" }];
const domainsUrl = "https://dash.test/app/eu/agency?activeTabIndex=1";

describe("dnsReminderEmail", () => {
  it("names the domain, how long it has waited, the record to add and the Domains tab", () => {
    const email = dnsReminderEmail({
      brandName: "Parlo",
      agencyName: "Acme",
      domain: "app.acme.com",
      days: 3,
      records,
      domainsUrl,
    });
    expect(email.subject).toBe("app.acme.com is not connected yet");
    expect(email.text).toContain("client portal 3 days ago");
    expect(email.text).toContain("CNAME  app  edge.parlo.test  (TTL: Auto)");
    expect(email.text).toContain(domainsUrl);
    expect(email.html).toContain(`href="${domainsUrl}"`);
    expect(
      dnsReminderEmail({ brandName: "P", agencyName: "A", domain: "a.b.com", days: 1, records, domainsUrl }).text,
    ).toContain("1 day ago");
  });

  it("escapes the agency's name and the records in the HTML", () => {
    const email = dnsReminderEmail({
      brandName: "Parlo",
      agencyName: "<b>A&B</b>",
      domain: "app.acme.com",
      days: 7,
      records: [{ type: "CNAME", name: "<i>", value: "edge" }],
      domainsUrl,
    });
    expect(email.html).toContain("&lt;b&gt;A&amp;B&lt;/b&gt;");
    expect(email.html).toContain("&lt;i&gt;");
    expect(email.html).not.toContain("<b>A&B</b>");
  });
});

describe("customDomainLostEmail", () => {
  it("says the domain stopped pointing at the portal and which record to put back", () => {
    const email = customDomainLostEmail({
      brandName: "Parlo",
      agencyName: "Acme",
      domain: "app.acme.com",
      records,
      domainsUrl,
    });
    expect(email.subject).toBe("app.acme.com no longer points at your client portal");
    for (const body of [email.text, email.html]) {
      expect(body).toContain("no longer points at the portal");
      expect(body).toContain("edge.parlo.test");
    }
    expect(email.text).toContain("CNAME  app  edge.parlo.test  (TTL: Auto)");
    expect(email.text).toContain(domainsUrl);
  });
});

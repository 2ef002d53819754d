import { describe, expect, it } from "vitest";
import { checkCustomDomain, checkEmailDomain, checkSubDomainLabel } from "./domain-rules";

const ROOTS = ["portal.example.com", "localhost"];

describe("checkCustomDomain", () => {
  it("accepts a sub-domain of a registrable domain, typed loosely", () => {
    expect(checkCustomDomain(" App.Agency.com ", ROOTS)).toEqual({ ok: true, domain: "app.agency.com", name: "app" });
    expect(checkCustomDomain("portal.agency.co.uk", ROOTS)).toEqual({
      ok: true,
      domain: "portal.agency.co.uk",
      name: "portal",
    });
  });

  it("asks for a sub-domain when given a registrable domain (public-suffix aware)", () => {
    expect(checkCustomDomain("agency.com", ROOTS)).toMatchObject({ ok: false, reason: "needs_subdomain" });
    expect(checkCustomDomain("agency.co.uk", ROOTS)).toMatchObject({ ok: false, reason: "needs_subdomain" });
  });

  it("refuses empty, malformed and the product's own domains", () => {
    expect(checkCustomDomain("   ", ROOTS)).toMatchObject({ ok: false, reason: "empty" });
    expect(checkCustomDomain("https://app.agency.com", ROOTS)).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkCustomDomain("10.0.0.1", ROOTS)).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkCustomDomain("acme.portal.example.com", ROOTS)).toMatchObject({ ok: false, reason: "product_domain" });
    expect(checkCustomDomain("acme.localhost", ROOTS)).toMatchObject({ ok: false, reason: "product_domain" });
  });
});

describe("checkSubDomainLabel", () => {
  it("lower-cases, removes spaces and wants one DNS label", () => {
    expect(checkSubDomainLabel("My Agency")).toEqual({ ok: true, label: "myagency" });
    expect(checkSubDomainLabel("")).toEqual({ ok: false, reason: "empty" });
    expect(checkSubDomainLabel("a.b")).toEqual({ ok: false, reason: "invalid" });
    expect(checkSubDomainLabel("-acme")).toEqual({ ok: false, reason: "invalid" });
    expect(checkSubDomainLabel("www")).toEqual({ ok: false, reason: "reserved" });
  });
});

describe("checkEmailDomain", () => {
  it("expects a root domain", () => {
    expect(checkEmailDomain("Agency.com")).toEqual({ ok: true, domain: "agency.com" });
    expect(checkEmailDomain("agency.co.uk")).toEqual({ ok: true, domain: "agency.co.uk" });
    expect(checkEmailDomain("mail.agency.com")).toMatchObject({ ok: false, reason: "not_root" });
    expect(checkEmailDomain("")).toMatchObject({ ok: false, reason: "empty" });
  });
});

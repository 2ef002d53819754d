import { defaultAgencyForm, type TAgency } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { agencyFormChanged, agencyFormOf, sameValue } from "./agency-form-values";

const stored = (): TAgency => ({
  ...defaultAgencyForm(),
  name: "Northwind Digital",
  customTabs: [
    {
      label: "Reports",
      href: "/reports",
      iconUrl: "",
      pageType: "iframe",
      htmlContent: "",
      jsContent: "",
      iframeUrl: "https://example.com",
      alwaysVisible: false,
    },
  ],
  id: "agency1",
  VGsubDomain: null,
  isVerifiedSubDomain: false,
  customDomain: null,
  isVerifiedCustomDomain: false,
  createdAt: new Date("2025-01-01T00:00:00Z"),
  lastModified: 1_735_689_600,
});

describe("agencyFormOf", () => {
  it("gives the defaults before the first save", () => {
    expect(agencyFormOf(null)).toEqual(defaultAgencyForm());
  });

  it("keeps only the form's fields of a stored agency", () => {
    const form = agencyFormOf(stored());
    expect(form.name).toBe("Northwind Digital");
    expect(Object.keys(form).sort()).toEqual(Object.keys(defaultAgencyForm()).sort());
    expect(form).not.toHaveProperty("lastModified");
    expect(form).not.toHaveProperty("createdAt");
  });
});

describe("agencyFormChanged", () => {
  it("ignores server fields", () => {
    const agency = stored();
    const saved = agencyFormOf(agency);
    expect(agencyFormChanged(agency, saved)).toBe(false);
    expect(agencyFormChanged({ ...agency, lastModified: 5, createdAt: new Date(), id: "other" }, saved)).toBe(false);
  });

  it("sees a change of any form field, at any depth", () => {
    const saved = agencyFormOf(stored());
    expect(agencyFormChanged({ ...saved, name: "Other" }, saved)).toBe(true);
    expect(agencyFormChanged({ ...saved, footer: { ...saved.footer, showGdprMark: true } }, saved)).toBe(true);
    expect(agencyFormChanged({ ...saved, customTheme: { ...saved.customTheme, primary: "#000000" } }, saved)).toBe(
      true,
    );
    const tabs = saved.customTabs.map((tab) => ({ ...tab, alwaysVisible: true }));
    expect(agencyFormChanged({ ...saved, customTabs: tabs }, saved)).toBe(true);
    expect(agencyFormChanged({ ...saved, customTabs: [] }, saved)).toBe(true);
  });

  it("sees a value put back as unchanged", () => {
    const saved = agencyFormOf(stored());
    expect(agencyFormChanged({ ...saved, footer: { ...saved.footer } }, saved)).toBe(false);
  });
});

describe("sameValue", () => {
  it("compares objects by their defined keys in any order", () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue(new Date(1), new Date(1))).toBe(true);
    expect(sameValue("1", 1)).toBe(false);
  });
});

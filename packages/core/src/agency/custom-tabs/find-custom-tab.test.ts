import { describe, expect, it } from "vitest";
import { findCustomTab } from "./find-custom-tab";

describe("findCustomTab", () => {
  const tabs = [{ href: "/reports" }, { href: "/Help/FAQ" }, { href: "/help" }];

  it("finds the tab at the exact address first", () => {
    expect(findCustomTab(tabs, "/help")).toBe(tabs[2]);
    expect(findCustomTab(tabs, "/Help/FAQ")).toBe(tabs[1]);
  });

  it("then one equal ignoring letter case and a trailing slash, as ZCustomTabs compares them", () => {
    expect(findCustomTab(tabs, "/help/faq")).toBe(tabs[1]);
    expect(findCustomTab(tabs, "/REPORTS/")).toBe(tabs[0]);
  });

  it("finds nothing elsewhere", () => {
    expect(findCustomTab(tabs, "/report")).toBeNull();
    expect(findCustomTab([], "/reports")).toBeNull();
  });
});

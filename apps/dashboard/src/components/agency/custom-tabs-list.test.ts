import { AGENCY_LIMITS, AGENCY_MESSAGES, type TCustomTab } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import {
  LIST_ERROR_KEY,
  canAddTab,
  customTabErrors,
  moveTab,
  newCustomTab,
  removeTab,
  tabErrors,
} from "./custom-tabs-list";

const tab = (href: string, extra: Partial<TCustomTab> = {}): TCustomTab => ({
  label: href.slice(1) || "Tab",
  href,
  iconUrl: "",
  pageType: "html",
  htmlContent: "",
  jsContent: "",
  iframeUrl: "",
  alwaysVisible: false,
  ...extra,
});

describe("moveTab", () => {
  const tabs = ["a", "b", "c"];

  it("swaps a tab with the one above or below it", () => {
    expect(moveTab(tabs, 1, "up")).toEqual(["b", "a", "c"]);
    expect(moveTab(tabs, 1, "down")).toEqual(["a", "c", "b"]);
    expect(moveTab(tabs, 0, "down")).toEqual(["b", "a", "c"]);
    expect(moveTab(tabs, 2, "up")).toEqual(["a", "c", "b"]);
  });

  it("leaves the first tab first when moved up and the last last when moved down", () => {
    expect(moveTab(tabs, 0, "up")).toEqual(tabs);
    expect(moveTab(tabs, 2, "down")).toEqual(tabs);
    expect(moveTab(tabs, 7, "up")).toEqual(tabs);
  });

  it("returns a new list and leaves the given one as it was", () => {
    const moved = moveTab(tabs, 0, "down");
    expect(moved).not.toBe(tabs);
    expect(tabs).toEqual(["a", "b", "c"]);
  });
});

describe("removeTab", () => {
  it("drops the tab at the index only", () => {
    expect(removeTab(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeTab(["a"], 0)).toEqual([]);
    expect(removeTab(["a", "b"], 5)).toEqual(["a", "b"]);
  });
});

describe("newCustomTab", () => {
  it("is a valid HTML tab whose address no other tab uses", () => {
    expect(newCustomTab([])).toMatchObject({ label: "New tab", href: "/new-tab", pageType: "html" });
    expect(newCustomTab([tab("/new-tab"), tab("/New-Tab-2")]).href).toBe("/new-tab-3");
    const tabs = [tab("/reports")];
    tabs.push(newCustomTab(tabs));
    tabs.push(newCustomTab(tabs));
    expect(customTabErrors(tabs)).toEqual({});
  });

  it("stops at the list's limit", () => {
    const full = Array.from({ length: AGENCY_LIMITS.maxCustomTabs }, (_, i) => tab(`/t${i}`));
    expect(canAddTab(full.slice(1))).toBe(true);
    expect(canAddTab(full)).toBe(false);
  });
});

describe("customTabErrors (the ZCustomTabs rules, keyed like the agency form's errors)", () => {
  it("has nothing to say about good tabs", () => {
    expect(customTabErrors([tab("/reports"), tab("/help/faq")])).toEqual({});
  });

  it("asks for the leading slash", () => {
    expect(customTabErrors([tab("/reports"), tab("reports2")])).toEqual({ "1.href": AGENCY_MESSAGES.tabHrefSlash });
    expect(customTabErrors([tab("")])["0.href"]).toBe(AGENCY_MESSAGES.tabHrefSlash);
  });

  it("refuses the default tabs' addresses, in any letter case", () => {
    expect(customTabErrors([tab("/home")])).toEqual({ "0.href": AGENCY_MESSAGES.tabHrefReserved });
    expect(customTabErrors([tab("/reports"), tab("/Leads")])).toEqual({ "1.href": AGENCY_MESSAGES.tabHrefReserved });
  });

  it("refuses an address a tab above already uses, on the later tab", () => {
    expect(customTabErrors([tab("/reports"), tab("/help"), tab("/REPORTS")])).toEqual({
      "2.href": AGENCY_MESSAGES.tabHrefDuplicate,
    });
  });

  it("keys the other fields' messages the same way, and list-wide ones apart", () => {
    expect(customTabErrors([tab("/a", { label: " " })])).toEqual({ "0.label": AGENCY_MESSAGES.tabLabelRequired });
    expect(customTabErrors([tab("/a", { pageType: "iframe" })])).toEqual({
      "0.iframeUrl": AGENCY_MESSAGES.tabIframeUrl,
    });
    expect(customTabErrors([tab("/a", { pageType: "iframe", iframeUrl: "http://example.com" })])).toEqual({
      "0.iframeUrl": AGENCY_MESSAGES.tabIframeUrl,
    });
    const tooMany = Array.from({ length: AGENCY_LIMITS.maxCustomTabs + 1 }, (_, i) => tab(`/t${i}`));
    expect(customTabErrors(tooMany)).toEqual({ [LIST_ERROR_KEY]: AGENCY_MESSAGES.tooManyTabs });
  });
});

describe("tabErrors", () => {
  it("gives one tab's messages by field, the live check before the server's", () => {
    const local = { "1.href": "live href", "0.label": "other tab" };
    const server = { "1.href": "server href", "1.iframeUrl": "server iframe", "2.href": "later tab" };
    expect(tabErrors(1, local, server)).toEqual({ href: "live href", iframeUrl: "server iframe" });
    expect(tabErrors(3, local, server)).toEqual({});
  });
});

import { AGENCY_TABS } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { hrefWithTabIndex, parseTabIndex, tabIndexOfField, tabShowsPreview } from "./agency-tabs";

describe("parseTabIndex", () => {
  it("reads a tab's index", () => {
    expect(parseTabIndex("0")).toBe(0);
    expect(parseTabIndex("3")).toBe(3);
    expect(parseTabIndex(String(AGENCY_TABS.length - 1))).toBe(AGENCY_TABS.length - 1);
    expect(parseTabIndex(" 4 ")).toBe(4);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseTabIndex(["5", "2"])).toBe(5);
  });

  it("falls back to the first tab for anything else", () => {
    const none: string[] = [];
    for (const raw of [undefined, null, "", "8", "99", "-1", "1.5", "2abc", "abc", "1e1", "0x3", none]) {
      expect(parseTabIndex(raw)).toBe(0);
    }
  });
});

describe("tabShowsPreview", () => {
  it("has no preview on Custom Tabs and SAAS Mode only", () => {
    const without = AGENCY_TABS.filter((_, index) => !tabShowsPreview(index));
    expect(without).toEqual(["Custom Tabs", "SAAS Mode"]);
  });
});

describe("hrefWithTabIndex", () => {
  it("sets the index and keeps the other parameters", () => {
    expect(hrefWithTabIndex("/app/eu/agency", 3)).toBe("/app/eu/agency?activeTabIndex=3");
    expect(hrefWithTabIndex("/app/eu/agency?activeTabIndex=1&x=y", 7)).toBe("/app/eu/agency?activeTabIndex=7&x=y");
  });
});

describe("tabIndexOfField", () => {
  it("names the tab showing a field", () => {
    expect(tabIndexOfField("name")).toBe(AGENCY_TABS.indexOf("Overview"));
    expect(tabIndexOfField("googleFont")).toBe(AGENCY_TABS.indexOf("Overview"));
    expect(tabIndexOfField("customTheme.primary")).toBe(AGENCY_TABS.indexOf("Theme"));
    expect(tabIndexOfField("customTabs.1.href")).toBe(AGENCY_TABS.indexOf("Custom Tabs"));
    expect(tabIndexOfField("footer.showGdprMark")).toBe(AGENCY_TABS.indexOf("Footer"));
    expect(tabIndexOfField("createdAt")).toBeNull();
  });
});

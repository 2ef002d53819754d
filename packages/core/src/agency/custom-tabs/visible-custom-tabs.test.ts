import { probeCustomTab } from "@parlo/testing";
import { describe, expect, it } from "vitest";
import { visibleCustomTabs } from "./visible-custom-tabs";

describe("the custom tabs a portal viewer sees", () => {
  const tabs = [
    probeCustomTab({ href: "/internal", alwaysVisible: false }),
    probeCustomTab({ href: "/reports", alwaysVisible: true }),
  ];

  it("are all of them for the agency admin, in the agency's order", () => {
    expect(visibleCustomTabs(tabs, { kind: "agencyAdmin" }).map((tab) => tab.href)).toEqual(["/internal", "/reports"]);
  });

  it("are the always-visible ones for a client", () => {
    expect(visibleCustomTabs(tabs, { kind: "client" }).map((tab) => tab.href)).toEqual(["/reports"]);
  });
});

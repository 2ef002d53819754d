import { probeCustomTab } from "@parlo/testing";
import { describe, expect, it } from "vitest";
import { visibleCustomTabs } from "./visible-custom-tabs";

describe("the custom tabs a portal viewer sees", () => {
  const tabs = [
    probeCustomTab({ href: "/internal", alwaysVisible: false }),
    probeCustomTab({ href: "/reports", alwaysVisible: true }),
  ];

  it("are all of them for the agency admin, in the agency's order", () => {
    const admin = { kind: "agencyAdmin" as const, customTabAccess: [] };
    expect(visibleCustomTabs(tabs, admin).map((tab) => tab.href)).toEqual(["/internal", "/reports"]);
  });

  it("are the always-visible ones for a client, and those it was given", () => {
    expect(visibleCustomTabs(tabs, { kind: "client", customTabAccess: [] }).map((tab) => tab.href)).toEqual([
      "/reports",
    ]);
    const given = { kind: "client" as const, customTabAccess: ["/internal", "/gone"] };
    expect(visibleCustomTabs(tabs, given).map((tab) => tab.href)).toEqual(["/internal", "/reports"]);
  });
});

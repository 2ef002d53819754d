import { describe, expect, it } from "vitest";
import {
  AGENCY_DEFAULT_CLIENT_ACCESS,
  CLIENT_PAGES,
  CLIENT_PAGE_KEYS,
  clientPageHref,
  readClientPageKeys,
  zClientPageList,
} from "./client-pages";

describe("client pages", () => {
  it("lists the Client Access options in the panel's order with their labels and paths", () => {
    expect(CLIENT_PAGES.map((page) => page.label)).toEqual([
      "Home",
      "Voice",
      "Metrics",
      "Campaigns",
      "Conversations",
      "Leads",
      "Analytics",
      "Knowledge Base",
      "Channels",
      "Canvas",
      "Prompt",
      "Settings",
      "Billing",
    ]);
    expect(CLIENT_PAGES.map((page) => page.href)).toEqual([
      "/home",
      "/voice",
      "/metrics",
      "/campaigns",
      "/convos",
      "/leads",
      "/analytics",
      "/kb",
      "/channels",
      "/prompt",
      "/nodes",
      "/settings",
      "/billing",
    ]);
    expect(clientPageHref("prompt")).toBe("/prompt");
    expect(CLIENT_PAGE_KEYS).toHaveLength(13);
  });

  it("defaults the agency's client access to home, analytics, convos, leads", () => {
    expect(AGENCY_DEFAULT_CLIENT_ACCESS).toEqual(["home", "analytics", "convos", "leads"]);
  });

  it("takes keys or paths, stores keys once each in order, refuses unknown pages", () => {
    expect(zClientPageList.parse(["/home", "convos", " leads ", "home"])).toEqual(["home", "convos", "leads"]);
    const bad = zClientPageList.safeParse(["home", "/tools"]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Unknown client page.");
  });

  it("reads stored lists leniently", () => {
    expect(readClientPageKeys(["/home", "nope", 3, "kb", "kb"])).toEqual(["home", "kb"]);
    expect(readClientPageKeys(null)).toEqual([]);
  });
});

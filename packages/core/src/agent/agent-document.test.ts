import { describe, expect, it } from "vitest";
import { isSameAgentDocument } from "./agent-document";

describe("draft vs published", () => {
  const live = {
    title: "Support",
    theme: "blue-light",
    vg_temperature: 0.5,
    lastModified: 1,
    ts: "x",
    ownerID: "a",
    userId: "u",
  };

  it("ignores lastModified, ts, ownerID, userId and key order", () => {
    expect(
      isSameAgentDocument(
        { userId: "v", vg_temperature: 0.5, theme: "blue-light", title: "Support", lastModified: 99 },
        live,
      ),
    ).toBe(true);
  });

  it("sees any other change, nested ones too", () => {
    expect(isSameAgentDocument({ ...live, title: "Sales" }, live)).toBe(false);
    expect(
      isSameAgentDocument({ ...live, ui: { widgetType: "tabs" } }, { ...live, ui: { widgetType: "bubble" } }),
    ).toBe(false);
  });

  it("is a draft when nothing was published yet", () => {
    expect(isSameAgentDocument(live, null)).toBe(false);
  });
});

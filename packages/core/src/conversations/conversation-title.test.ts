import { describe, expect, it } from "vitest";
import { conversationTitle } from "./conversation-title";

describe("conversationTitle", () => {
  it("is the lead's name when the visitor left one", () => {
    expect(conversationTitle({ leadName: " Ada Lovelace ", geo: { country: "GB" } })).toBe("Ada Lovelace");
  });
  it("else says where the visitor is from, by the country's name", () => {
    expect(conversationTitle({ leadName: null, geo: { country: "de", city: "Berlin" } })).toBe("Visitor from Germany");
    expect(conversationTitle({ leadName: "  ", geo: { country: "US" } })).toBe("Visitor from United States");
  });
  it("else is plain Visitor, never an id", () => {
    for (const geo of [null, {}, { country: 7 }, { country: "not a code" }]) {
      expect(conversationTitle({ leadName: undefined, geo })).toBe("Visitor");
    }
  });
});

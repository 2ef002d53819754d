import { describe, expect, it } from "vitest";
import { leadOutcomeFor, readStoredLead } from "./lead-storage";

describe("lead storage", () => {
  it("reads back only well-formed records", () => {
    expect(readStoredLead('{"conversationId":"abc","outcome":"submitted"}')).toEqual({
      conversationId: "abc",
      outcome: "submitted",
    });
    expect(readStoredLead('{"conversationId":null,"outcome":"skipped"}')).toEqual({
      conversationId: null,
      outcome: "skipped",
    });
    for (const bad of [
      null,
      "",
      "nope",
      '{"outcome":"maybe","conversationId":null}',
      '{"conversationId":1,"outcome":"skipped"}',
    ]) {
      expect(readStoredLead(bad), String(bad)).toBeNull();
    }
  });

  it("applies to its conversation, or to the one that followed a skip before the chat started", () => {
    expect(leadOutcomeFor(null, "abc")).toBeNull();
    expect(leadOutcomeFor({ conversationId: "abc", outcome: "submitted" }, "abc")).toBe("submitted");
    expect(leadOutcomeFor({ conversationId: "abc", outcome: "submitted" }, "xyz")).toBeNull();
    expect(leadOutcomeFor({ conversationId: null, outcome: "skipped" }, "xyz")).toBe("skipped");
    expect(leadOutcomeFor({ conversationId: null, outcome: "skipped" }, null)).toBe("skipped");
  });
});

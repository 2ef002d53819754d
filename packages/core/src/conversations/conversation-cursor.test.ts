import { describe, expect, it } from "vitest";
import { decodeConversationCursor, encodeConversationCursor } from "./conversation-cursor";

describe("conversation cursor", () => {
  it("round-trips", () => {
    const cursor = { lastMessageAt: new Date("2026-03-04T05:06:07.089Z"), id: "abcDEF123" };
    expect(decodeConversationCursor(encodeConversationCursor(cursor))).toEqual(cursor);
  });
  it("ignores text that is not a cursor", () => {
    expect(decodeConversationCursor("nope")).toBeNull();
    expect(decodeConversationCursor(null)).toBeNull();
    expect(decodeConversationCursor("zzzzzzzzzzzzz.abc")).toBeNull();
    expect(decodeConversationCursor("1a.a b")).toBeNull();
  });
});

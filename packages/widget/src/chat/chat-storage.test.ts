import { describe, expect, it } from "vitest";
import { conversationKey, isVisitorId, newVisitorId, readStoredConversation, visitorKey } from "./chat-storage";

describe("chat storage", () => {
  it("names its keys after the agent (and the channel for conversations)", () => {
    expect(visitorKey("abc")).toBe("parlo-visitor-abc");
    expect(conversationKey("abc", "share")).toBe("parlo-conversation-abc-share");
  });

  it("makes visitor ids the runtime accepts", () => {
    const id = newVisitorId();
    expect(isVisitorId(id)).toBe(true);
    expect(id).toHaveLength(22);
    expect(newVisitorId((bytes) => bytes.fill(0))).toBe("A".repeat(22));
    expect(isVisitorId("short")).toBe(false);
    expect(isVisitorId("has spaces in it")).toBe(false);
  });

  it("reads back a stored conversation, or null for anything else", () => {
    expect(readStoredConversation('{"conversationId":"c1","visitorToken":"t1"}')).toEqual({
      conversationId: "c1",
      visitorToken: "t1",
    });
    expect(readStoredConversation(null)).toBeNull();
    expect(readStoredConversation("{broken")).toBeNull();
    expect(readStoredConversation('{"conversationId":"c1"}')).toBeNull();
    expect(readStoredConversation('{"conversationId":"","visitorToken":"t"}')).toBeNull();
  });
});

import type { TConversationRow } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { mergeConversations, sameConversations } from "./merge-conversations";

const row = (id: string, minute: number, messageCount = 2): TConversationRow => ({
  id,
  title: "Visitor",
  channel: "widget",
  status: "ai",
  visitorId: `v_${id}`,
  messageCount,
  preview: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastMessageAt: `2026-01-01T00:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe("mergeConversations", () => {
  it("puts new and updated conversations on top and keeps older loaded ones", () => {
    const current = [row("c", 30), row("b", 20), row("a", 10)];
    const fresh = [row("a", 40, 4), row("d", 35), row("c", 30)];
    const merged = mergeConversations(current, fresh);
    expect(merged.map((r) => r.id)).toEqual(["a", "d", "c", "b"]);
    expect(merged[0]?.messageCount).toBe(4);
  });

  it("appends a next page without duplicates", () => {
    const merged = mergeConversations([row("c", 30), row("b", 20)], [row("b", 20), row("a", 10)]);
    expect(merged.map((r) => r.id)).toEqual(["c", "b", "a"]);
  });

  it("orders equal times by id, newest first", () => {
    expect(mergeConversations([], [row("a", 1), row("b", 1)]).map((r) => r.id)).toEqual(["b", "a"]);
  });
});

describe("sameConversations", () => {
  it("notices new messages", () => {
    expect(sameConversations([row("a", 1)], [row("a", 1)])).toBe(true);
    expect(sameConversations([row("a", 1)], [row("a", 2, 3)])).toBe(false);
    expect(sameConversations([row("a", 1)], [])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { chatReducer, isAnswering, nextReveal, type ChatMessage } from "./chat-messages";

const bot = (id: string, content = id): ChatMessage => ({ id, role: "assistant", content });
const user = (id: string, content = id): ChatMessage => ({ id, role: "user", content });
const stored = (id: string, role: "user" | "assistant", content: string) => ({ id, role, content, createdAt: "" });

describe("chatReducer", () => {
  it("shows the visitor's message and a pending answer, then streams tokens into it", () => {
    let messages = chatReducer([bot("g")], { type: "send", userId: "u1", answerId: "a1", text: "Hours?" });
    expect(messages.map((m) => [m.role, m.content, m.pending ?? false])).toEqual([
      ["assistant", "g", false],
      ["user", "Hours?", false],
      ["assistant", "", true],
    ]);
    expect(isAnswering(messages)).toBe(true);
    messages = chatReducer(messages, { type: "token", answerId: "a1", text: "We open " });
    messages = chatReducer(messages, { type: "token", answerId: "a1", text: "at 9." });
    expect(messages[2]?.content).toBe("We open at 9.");
  });

  it("replaces local ids with the stored messages and ends the answer on done", () => {
    let messages = chatReducer([], { type: "send", userId: "u1", answerId: "a1", text: "Hi" });
    messages = chatReducer(messages, { type: "confirmUser", localId: "u1", message: stored("m1", "user", "Hi") });
    messages = chatReducer(messages, { type: "done", answerId: "a1", answer: stored("m2", "assistant", "Hello!") });
    expect(messages).toEqual([user("m1", "Hi"), bot("m2", "Hello!")]);
    expect(isAnswering(messages)).toBe(false);
  });

  it("turns a failed answer into an error bubble, keeping what already streamed", () => {
    const sent = chatReducer([], { type: "send", userId: "u1", answerId: "a1", text: "Hi" });
    const empty = chatReducer(sent, { type: "fail", answerId: "a1", error: "No credits." });
    expect(empty.map((m) => [m.role, m.content])).toEqual([
      ["user", "Hi"],
      ["error", "No credits."],
    ]);
    const partial = chatReducer(chatReducer(sent, { type: "token", answerId: "a1", text: "Half" }), {
      type: "fail",
      answerId: "a1",
      error: "Oops",
    });
    expect(partial.map((m) => [m.role, m.content, m.pending ?? false])).toEqual([
      ["user", "Hi", false],
      ["assistant", "Half", false],
      ["error", "Oops", false],
    ]);
    expect(isAnswering(partial)).toBe(false);
  });
});

describe("nextReveal", () => {
  it("shows consecutive bot messages one delay apart", () => {
    const messages = [bot("a"), bot("b"), bot("c")];
    expect(nextReveal(messages, 0, 500)).toEqual({ shown: 1, waitMs: 0 });
    expect(nextReveal(messages, 1, 500)).toEqual({ shown: 2, waitMs: 500 });
    expect(nextReveal(messages, 2, 500)).toEqual({ shown: 3, waitMs: 500 });
    expect(nextReveal(messages, 3, 500)).toBeNull();
  });

  it("shows everything at once without a delay, and a bot message after the visitor's at once", () => {
    expect(nextReveal([bot("a"), bot("b"), bot("c")], 0, 0)).toEqual({ shown: 3, waitMs: 0 });
    expect(nextReveal([bot("a"), user("u"), bot("b")], 1, 800)).toEqual({ shown: 3, waitMs: 0 });
  });
});

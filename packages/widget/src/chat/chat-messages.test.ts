import { describe, expect, it } from "vitest";
import { chatReducer, isAnswering, mergePolled, nextReveal, nextSince, type ChatMessage } from "./chat-messages";

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

describe("polling while a person answers", () => {
  const at = (id: string, role: "user" | "assistant" | "human" | "system", createdAt: string) => ({
    id,
    role,
    content: id,
    createdAt,
  });

  it("appends a person's replies and new agent answers once, by id", () => {
    const shown = [bot("g"), { ...user("u1"), createdAt: "2025-01-01T10:00:00.000Z" }];
    const polled = [
      at("u1", "user", "2025-01-01T10:00:00.000Z"),
      at("n1", "system", "2025-01-01T10:00:01.000Z"),
      at("h1", "human", "2025-01-01T10:00:02.000Z"),
      at("a1", "assistant", "2025-01-01T10:00:03.000Z"),
    ];
    const merged = chatReducer(shown, { type: "merge", messages: polled });
    expect(merged.map((m) => [m.id, m.role])).toEqual([
      ["g", "assistant"],
      ["u1", "user"],
      ["h1", "human"],
      ["a1", "assistant"],
    ]);
    expect(chatReducer(merged, { type: "merge", messages: polled })).toBe(merged);
    expect(mergePolled(merged, [at("h1", "human", ""), at("h1", "human", "")])).toBe(merged);
  });

  it("leaves a streaming answer's stored copy to the done event", () => {
    const sending = chatReducer([], { type: "send", userId: "u1", answerId: "a1", text: "Hi" });
    const merged = mergePolled(sending, [at("a9", "assistant", "2025-01-01T10:00:03.000Z"), at("h1", "human", "")]);
    expect(merged.map((m) => m.id)).toEqual(["u1", "a1", "h1"]);
  });

  it("asks for messages newer than the newest stored one", () => {
    expect(nextSince([bot("g"), user("local")])).toBeUndefined();
    const messages = chatReducer([bot("greeting-0")], {
      type: "merge",
      messages: [at("h2", "human", "2025-01-01T10:00:05.000Z"), at("h1", "human", "2025-01-01T10:00:02.000Z")],
    });
    expect(nextSince(messages)).toBe("2025-01-01T10:00:05.000Z");
  });

  it("swaps the local greeting for the stored one and shows a note once", () => {
    const local = chatReducer([bot("greeting-0", "Hi!")], { type: "send", userId: "u1", answerId: "a1", text: "Yo" });
    const adopted = chatReducer(local, { type: "adoptGreeting", messages: [at("s1", "assistant", "2025-01-01")] });
    expect(adopted.map((m) => m.id)).toEqual(["s1", "u1", "a1"]);
    expect(chatReducer(adopted, { type: "adoptGreeting", messages: [] })).toBe(adopted);
    const noted = chatReducer([], { type: "notice", id: "n", text: "Someone will join." });
    expect(noted).toEqual([{ id: "n", role: "system", content: "Someone will join." }]);
    expect(chatReducer(noted, { type: "notice", id: "n", text: "Someone will join." })).toBe(noted);
  });
});

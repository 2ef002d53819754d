import { describe, expect, it } from "vitest";
import { chatReducer, type ChatMessage } from "./chat-messages";
import { readAnswerSources, readSendOutput } from "./read-runtime";

const userMessage = { id: "u1", role: "user", content: "When do you open?", createdAt: "2026-01-01T10:00:00.000Z" };
const answer = { id: "a1", role: "assistant", content: "From 9 to 6.", createdAt: "2026-01-01T10:00:01.000Z" };

describe("answer sources", () => {
  it("reads meta.sources of the done event onto the answer, keeping only http(s) links", () => {
    const output = readSendOutput({
      userMessage,
      answer,
      status: "ai",
      meta: {
        model: "gpt",
        sources: [
          { title: "Opening hours", url: "https://shop.example/hours" },
          { title: "Notes", url: null },
          { title: "Bad", url: "javascript:alert(1)" },
          { title: "", url: "" },
          "junk",
        ],
      },
    });
    expect(output?.answer?.sources).toEqual([
      { title: "Opening hours", url: "https://shop.example/hours" },
      { title: "Notes", url: null },
      { title: "Bad", url: null },
    ]);
    expect(readSendOutput({ userMessage, answer, meta: { sources: [] } })?.answer).toEqual(answer);
    expect(readAnswerSources(undefined)).toEqual([]);
  });

  it("keeps the sources on the finished answer in the chat", () => {
    const sending = chatReducer([], { type: "send", userId: "local-u", answerId: "local-a", text: "hi" });
    const done = chatReducer(sending, {
      type: "done",
      answerId: "local-a",
      answer: {
        ...answer,
        role: "assistant",
        sources: [{ title: "Opening hours", url: "https://shop.example/hours" }],
      },
    });
    const shown: ChatMessage | undefined = done.find((message) => message.id === "a1");
    expect(shown?.sources).toEqual([{ title: "Opening hours", url: "https://shop.example/hours" }]);
  });
});

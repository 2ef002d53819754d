import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./chat-messages";
import { leadFormAnchor, type LeadTriggerInput } from "./lead-trigger";

const bot = (content: string, pending = false): ChatMessage => ({ id: content, role: "assistant", content, pending });
const user = (content: string): ChatMessage => ({ id: content, role: "user", content });

const base: Omit<LeadTriggerInput, "trigger"> = { messages: [], typing: false, handoffAt: null, outcome: null };

describe("leadFormAnchor", () => {
  it("start: after the greeting once it is shown, before the visitor's first message", () => {
    const greeting = [bot("Hi!"), bot("How can I help?")];
    expect(leadFormAnchor({ ...base, trigger: "start", messages: [] })).toBe(0);
    expect(leadFormAnchor({ ...base, trigger: "start", messages: greeting.slice(0, 1), typing: true })).toBeNull();
    expect(leadFormAnchor({ ...base, trigger: "start", messages: greeting })).toBe(2);
    const chatted = [...greeting, user("Hello"), bot("Hey", true)];
    expect(leadFormAnchor({ ...base, trigger: "start", messages: chatted, typing: true })).toBe(2);
  });

  it("after_first_answer: once the first answer to the visitor is complete", () => {
    const trigger = "after_first_answer";
    expect(leadFormAnchor({ ...base, trigger, messages: [bot("Hi!")] })).toBeNull();
    expect(leadFormAnchor({ ...base, trigger, messages: [bot("Hi!"), user("Prices?")] })).toBeNull();
    const streaming = [bot("Hi!"), user("Prices?"), bot("From 10", true)];
    expect(leadFormAnchor({ ...base, trigger, messages: streaming })).toBeNull();
    const answered = [bot("Hi!"), user("Prices?"), bot("From 10 euros.")];
    expect(leadFormAnchor({ ...base, trigger, messages: answered })).toBe(3);
    // it stays after that answer while the chat goes on
    const later = [...answered, user("Thanks"), bot("You're welcome")];
    expect(leadFormAnchor({ ...base, trigger, messages: later })).toBe(3);
    // an error bubble is no answer
    const failed: ChatMessage[] = [user("Prices?"), { id: "e", role: "error", content: "Sorry" }];
    expect(leadFormAnchor({ ...base, trigger, messages: failed })).toBeNull();
  });

  it("on_handoff: where the visitor asked for a person", () => {
    const trigger = "on_handoff";
    const messages = [bot("Hi!"), user("A person please"), bot("Sure")];
    expect(leadFormAnchor({ ...base, trigger, messages })).toBeNull();
    expect(leadFormAnchor({ ...base, trigger, messages, handoffAt: 2 })).toBe(2);
    expect(leadFormAnchor({ ...base, trigger, messages, handoffAt: 9 })).toBe(3);
  });

  it("never again once the visitor sent or skipped it", () => {
    for (const outcome of ["submitted", "skipped"] as const) {
      expect(leadFormAnchor({ ...base, trigger: "start", outcome })).toBeNull();
      expect(leadFormAnchor({ ...base, trigger: "on_handoff", handoffAt: 0, outcome })).toBeNull();
    }
  });
});

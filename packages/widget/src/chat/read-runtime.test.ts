import { RUNTIME_MESSAGES } from "@parlo/validators/plain";
import { describe, expect, it } from "vitest";
import {
  readErrorText,
  readHandoffOutput,
  readListOutput,
  readRuntimeMessages,
  readSendOutput,
  readStartOutput,
  toRuntimeAgent,
} from "./read-runtime";

describe("toRuntimeAgent", () => {
  it("reads a stored agent document, the greeting from vg_initMessages, with defaults", () => {
    const agent = toRuntimeAgent({
      ID: "a".repeat(16),
      title: "Pizza Bot",
      agentPlatform: "oai_assistants",
      theme: "green-dark",
      messageDelayMS: 250,
      vg_initMessages: ["Hi!", 3, "Hungry?"],
      buttonsLayout: "sideways",
    });
    expect(agent).toMatchObject({
      title: "Pizza Bot",
      agentPlatform: "oai-assistants",
      theme: "green-dark",
      messageDelayMS: 250,
      scrollAnimation: true,
      autoStartWidget: false,
      buttonsLayout: "horizontal",
      initMessages: ["Hi!", "Hungry?"],
      ADVANCED_customCSS: "",
    });
  });

  it("prefers initMessages (the runtime's shape) and survives garbage", () => {
    expect(toRuntimeAgent({ initMessages: ["A"], vg_initMessages: ["B"] }).initMessages).toEqual(["A"]);
    expect(toRuntimeAgent(null)).toMatchObject({ title: "Assistant", initMessages: [], messageDelayMS: 1000 });
  });

  it("greets with a node-based agent's message nodes", () => {
    const nodes = [
      { type: "message", text: "Welcome!" },
      { type: "prompt", text: "ignored" },
      { type: "message", text: "" },
    ];
    expect(toRuntimeAgent({ enableNodes: true, nodes, vg_initMessages: ["Hi"] }).initMessages).toEqual(["Welcome!"]);
    expect(toRuntimeAgent({ enableNodes: false, nodes, vg_initMessages: ["Hi", " "] }).initMessages).toEqual(["Hi"]);
  });
});

describe("runtime answers", () => {
  const message = { id: "m1", role: "assistant", content: "Hello", createdAt: "2025-01-01T00:00:00Z" };

  it("reads a start answer and drops malformed messages", () => {
    const started = readStartOutput({
      conversationId: "c1",
      visitorId: "visitor-123",
      visitorToken: "t1",
      agent: { title: "Bot", initMessages: ["Hello"] },
      messages: [message, { id: "x", role: "robot", content: "?" }],
    });
    expect(started).toMatchObject({ conversationId: "c1", visitorToken: "t1", agent: { title: "Bot" } });
    expect(started?.messages).toEqual([message]);
    expect(readStartOutput({ success: false, error: "nope" })).toBeNull();
  });

  it("reads the done event and message lists", () => {
    const user = { ...message, id: "m0", role: "user" };
    expect(readSendOutput({ userMessage: user, answer: message, meta: {} })).toEqual({
      userMessage: user,
      answer: message,
    });
    expect(readSendOutput({ answer: message })).toBeNull();
    expect(readSendOutput({ userMessage: user, answer: null, meta: null, status: "human" })).toEqual({
      userMessage: user,
      answer: null,
      status: "human",
    });
    expect(readListOutput({ messages: [message], status: "handoff_requested" })).toEqual({
      messages: [message],
      status: "handoff_requested",
    });
    expect(readListOutput({ messages: [] })).toEqual({ messages: [], status: "ai" });
    expect(readListOutput({ error: "x" })).toBeNull();
    expect(readRuntimeMessages("nope")).toEqual([]);
  });

  it("reads the handoff answer", () => {
    expect(readHandoffOutput({ status: "handoff_requested", message: "Soon." })).toEqual({
      status: "handoff_requested",
      message: "Soon.",
    });
    expect(readHandoffOutput({ status: "human" })).toEqual({
      status: "human",
      message: RUNTIME_MESSAGES.handoffRequested,
    });
    expect(readHandoffOutput({ status: "nope", message: "x" })).toBeNull();
  });

  it("reads an error's text, else apologises", () => {
    expect(readErrorText({ success: false, error: RUNTIME_MESSAGES.outOfCredits })).toBe(RUNTIME_MESSAGES.outOfCredits);
    expect(readErrorText(undefined)).toBe(RUNTIME_MESSAGES.modelFailed);
    expect(readErrorText({ error: "  " })).toBe(RUNTIME_MESSAGES.modelFailed);
  });
});

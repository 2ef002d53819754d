import { describe, expect, it } from "vitest";
import { isFromFrame, parseFrameMessage } from "./protocol";

describe("parseFrameMessage", () => {
  it("accepts the iframe's messages", () => {
    expect(parseFrameMessage({ type: "parlo:ready" })).toEqual({ type: "parlo:ready" });
    expect(parseFrameMessage({ type: "parlo:close", extra: 1 })).toEqual({ type: "parlo:close" });
    expect(parseFrameMessage({ type: "parlo:message", role: "assistant", content: "Hi" })).toEqual({
      type: "parlo:message",
      role: "assistant",
      content: "Hi",
    });
    expect(
      parseFrameMessage({ type: "parlo:config", primaryColor: "#000", proactiveMessage: "Hello", autoStart: true }),
    ).toEqual({ type: "parlo:config", primaryColor: "#000", proactiveMessage: "Hello", autoStart: true });
  });

  it("drops config fields of the wrong type", () => {
    expect(parseFrameMessage({ type: "parlo:config", primaryColor: 1, autoStart: "yes" })).toEqual({
      type: "parlo:config",
    });
  });

  it("refuses everything else", () => {
    for (const data of [
      null,
      "parlo:ready",
      42,
      {},
      { type: "parlo:send", text: "x" },
      { type: "parlo:init" },
      { type: "parlo:message", role: "system", content: "x" },
      { type: "parlo:message", role: "user", text: "x" },
      { type: "parlo:message", role: "user" },
      { type: "other:ready" },
    ]) {
      expect(parseFrameMessage(data)).toBeNull();
    }
  });

  it("caps the length of texts", () => {
    const message = parseFrameMessage({ type: "parlo:message", role: "user", content: "x".repeat(10_000) });
    expect(message?.type === "parlo:message" && message.content.length).toBe(4000);
  });
});

describe("isFromFrame", () => {
  const frame = {};
  it("needs both the iframe's window and the script's origin", () => {
    expect(isFromFrame({ origin: "https://app.parlo.dev", source: frame }, frame, "https://app.parlo.dev")).toBe(true);
    expect(isFromFrame({ origin: "https://evil.example", source: frame }, frame, "https://app.parlo.dev")).toBe(false);
    expect(isFromFrame({ origin: "https://app.parlo.dev", source: {} }, frame, "https://app.parlo.dev")).toBe(false);
    expect(isFromFrame({ origin: "https://app.parlo.dev", source: null }, null, "https://app.parlo.dev")).toBe(false);
  });
});

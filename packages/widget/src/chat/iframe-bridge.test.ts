import { describe, expect, it } from "vitest";
import { readParentCommand } from "./iframe-bridge";

describe("readParentCommand", () => {
  it("reads the loader's send and open commands", () => {
    expect(readParentCommand({ type: "parlo:send", text: "  Hello  " })).toEqual({ type: "send", text: "Hello" });
    expect(readParentCommand({ type: "parlo:open" })).toEqual({ type: "open" });
  });

  it("ignores other messages, empty and too long texts", () => {
    expect(readParentCommand("parlo:open")).toBeNull();
    expect(readParentCommand(null)).toBeNull();
    expect(readParentCommand({ type: "other", text: "x" })).toBeNull();
    expect(readParentCommand({ type: "parlo:send", text: "   " })).toBeNull();
    expect(readParentCommand({ type: "parlo:send", text: 42 })).toBeNull();
    expect(readParentCommand({ type: "parlo:send", text: "x".repeat(4001) })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse-parser";

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe("createSseParser", () => {
  it("reads named events with JSON data", () => {
    expect(parseAll(['event: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: "token", data: '{"text":"Hi"}' },
      { event: "done", data: "{}" },
    ]);
  });

  it("names an event without an event field 'message'", () => {
    expect(parseAll(["data: hello\n\n"])).toEqual([{ event: "message", data: "hello" }]);
  });

  it("joins multi-line data with newlines and keeps a space after the first", () => {
    expect(parseAll(["data: one\ndata:  two\ndata\n\n"])).toEqual([{ event: "message", data: "one\n two\n" }]);
  });

  it("ignores comments, id and retry, and blank lines without data", () => {
    expect(parseAll([": keep-alive\n\nid: 4\nretry: 100\nevent: token\ndata: x\n\n\n"])).toEqual([
      { event: "token", data: "x" },
    ]);
  });

  it("handles chunks split anywhere, one character at a time", () => {
    const text = 'event: token\r\ndata: {"text":"a b"}\r\n\r\nevent: done\rdata: 1\r\r';
    expect(parseAll(text.split(""))).toEqual([
      { event: "token", data: '{"text":"a b"}' },
      { event: "done", data: "1" },
    ]);
  });

  it("does not emit an event before its blank line arrives", () => {
    const parser = createSseParser();
    expect(parser.push("event: token\ndata: a\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "token", data: "a" }]);
  });

  it("dispatches a last event left without a blank line at the end", () => {
    expect(parseAll(["event: error\ndata: oops"])).toEqual([{ event: "error", data: "oops" }]);
  });

  it("resets the event name after each event", () => {
    expect(parseAll(["event: token\ndata: a\n\ndata: b\n\n"])).toEqual([
      { event: "token", data: "a" },
      { event: "message", data: "b" },
    ]);
  });
});

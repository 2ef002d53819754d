import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse-parser";

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe("createSseParser", () => {
  it("reads named events with JSON data", () => {
    expect(parseAll(['event: token\ndata: {"text":"Hi"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: "token", data: '{"text":"Hi"}', id: "" },
      { event: "done", data: "{}", id: "" },
    ]);
  });

  it("names an event without an event field 'message'", () => {
    expect(parseAll(["data: hello\n\n"])).toEqual([{ event: "message", data: "hello", id: "" }]);
  });

  it("joins multi-line data with newlines and keeps a space after the first", () => {
    expect(parseAll(["data: one\ndata:  two\ndata\n\n"])).toEqual([{ event: "message", data: "one\n two\n", id: "" }]);
  });

  it("ignores comments and blank lines without data", () => {
    expect(parseAll([": keep-alive\n\nevent: token\ndata: x\n\n\n"])).toEqual([{ event: "token", data: "x", id: "" }]);
  });

  it("gives each event the last id, which holds until the next id line, and keeps the last one seen", () => {
    const parser = createSseParser();
    expect(parser.lastEventId).toBe("");
    const events = [
      ...parser.push("retry: 2000\nid: u1:0:0\nevent: message\ndata: {}\n\n"),
      ...parser.push("data: no id of its own\n\n"),
      ...parser.push("id: u1:2:end\nevent: done\ndata: {}\n\n"),
    ];
    expect(events.map((e) => e.id)).toEqual(["u1:0:0", "u1:0:0", "u1:2:end"]);
    expect(parser.lastEventId).toBe("u1:2:end");
    expect(parser.retryMs).toBe(2000);
  });

  it("updates lastEventId only once an event is complete, ignores ids with NUL and retry values that are not digits", () => {
    const parser = createSseParser();
    parser.push("id: a\ndata: 1\n");
    expect(parser.lastEventId).toBe("");
    parser.push("\n");
    expect(parser.lastEventId).toBe("a");
    parser.push("id: b\u0000c\nretry: soon\ndata: 2\n\n");
    expect(parser.lastEventId).toBe("a");
    expect(parser.retryMs).toBeNull();
    // an id line without data still moves the last id (the standard's rule)
    parser.push("id: d\n\n");
    expect(parser.lastEventId).toBe("d");
  });

  it("handles chunks split anywhere, one character at a time", () => {
    const text = 'id: 7\r\nevent: token\r\ndata: {"text":"a b"}\r\n\r\nevent: done\rdata: 1\r\r';
    expect(parseAll(text.split(""))).toEqual([
      { event: "token", data: '{"text":"a b"}', id: "7" },
      { event: "done", data: "1", id: "7" },
    ]);
  });

  it("does not emit an event before its blank line arrives", () => {
    const parser = createSseParser();
    expect(parser.push("event: token\ndata: a\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "token", data: "a", id: "" }]);
  });

  it("dispatches a last event left without a blank line at the end", () => {
    expect(parseAll(["event: error\ndata: oops"])).toEqual([{ event: "error", data: "oops", id: "" }]);
  });

  it("resets the event name after each event", () => {
    expect(parseAll(["event: token\ndata: a\n\ndata: b\n\n"])).toEqual([
      { event: "token", data: "a", id: "" },
      { event: "message", data: "b", id: "" },
    ]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { queuedCalls, runCall, type TWidgetApi } from "./api";

function fakeApi() {
  const api = {
    open: vi.fn(),
    close: vi.fn(),
    toggle: vi.fn(),
    send: vi.fn(),
    on: vi.fn(() => () => undefined),
    isOpen: () => false,
  } satisfies TWidgetApi;
  return api;
}

describe("runCall", () => {
  it("runs array and arguments-object calls", () => {
    const api = fakeApi();
    const handler = () => undefined;
    runCall(api, ["open"]);
    runCall(api, ["send", "Hello"]);
    runCall(api, ["on", "ready", handler]);
    (function queue(..._args: unknown[]) {
      // the `function(){ (Parlo.q = Parlo.q || []).push(arguments) }` stub pattern
      // eslint-disable-next-line prefer-rest-params
      runCall(api, arguments);
    })("toggle");
    expect(api.open).toHaveBeenCalledOnce();
    expect(api.send).toHaveBeenCalledWith("Hello");
    expect(api.on).toHaveBeenCalledWith("ready", handler);
    expect(api.toggle).toHaveBeenCalledOnce();
  });

  it("ignores unknown calls and wrong arguments", () => {
    const api = fakeApi();
    for (const call of [
      ["destroy"],
      ["send", 42],
      ["on", "unknown", () => undefined],
      ["on", "open", "x"],
      "open",
      null,
    ]) {
      runCall(api, call);
    }
    expect(api.send).not.toHaveBeenCalled();
    expect(api.on).not.toHaveBeenCalled();
    expect(api.open).not.toHaveBeenCalled();
  });
});

describe("queuedCalls", () => {
  it("reads the q array of the page's stub, object or function", () => {
    expect(queuedCalls({ q: [["open"]] })).toEqual([["open"]]);
    const stub = Object.assign(() => undefined, { q: [["close"]] });
    expect(queuedCalls(stub)).toEqual([["close"]]);
    expect(queuedCalls(undefined)).toEqual([]);
    expect(queuedCalls({ q: "x" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { rangeDates, readRangeChoice, sameChoice, writeRangeChoice } from "./analytics-range";

const read = (query: string) => readRangeChoice(new URLSearchParams(query));

describe("analytics range in the URL", () => {
  it("reads presets, custom ranges and falls back to the last 30 days", () => {
    expect(read("")).toEqual({ kind: "preset", key: "30d" });
    expect(read("range=7d")).toEqual({ kind: "preset", key: "7d" });
    expect(read("range=90d&showDebugger=true")).toEqual({ kind: "preset", key: "90d" });
    expect(read("range=365d")).toEqual({ kind: "preset", key: "30d" });
    expect(read("from=2025-03-01&to=2025-03-07")).toEqual({ kind: "custom", from: "2025-03-01", to: "2025-03-07" });
    // a custom range wins over a preset; a broken one is ignored
    expect(read("range=7d&from=2025-03-01&to=2025-03-07")).toMatchObject({ kind: "custom" });
    expect(read("range=7d&from=2025-03-07&to=2025-03-01")).toEqual({ kind: "preset", key: "7d" });
    expect(read("from=2020-01-01&to=2025-01-01")).toEqual({ kind: "preset", key: "30d" });
    expect(read("from=2025-02-30&to=2025-03-07")).toEqual({ kind: "preset", key: "30d" });
    expect(read("from=2025-03-01")).toEqual({ kind: "preset", key: "30d" });
  });

  it("writes the choice and keeps the other parameters", () => {
    expect(writeRangeChoice("", { kind: "preset", key: "7d" })).toBe("?range=7d");
    expect(writeRangeChoice("?range=7d", { kind: "preset", key: "30d" })).toBe("");
    expect(
      writeRangeChoice("?showDebugger=true&range=7d", { kind: "custom", from: "2025-03-01", to: "2025-03-07" }),
    ).toBe("?showDebugger=true&from=2025-03-01&to=2025-03-07");
    expect(writeRangeChoice("?from=2025-03-01&to=2025-03-07&x=1", { kind: "preset", key: "90d" })).toBe(
      "?x=1&range=90d",
    );
  });

  it("round-trips through the URL", () => {
    for (const choice of [
      { kind: "preset", key: "7d" },
      { kind: "preset", key: "30d" },
      { kind: "custom", from: "2024-12-30", to: "2025-01-02" },
    ] as const) {
      expect(sameChoice(read(writeRangeChoice("", choice)), choice)).toBe(true);
    }
  });

  it("ends presets today, both ends included", () => {
    expect(rangeDates({ kind: "preset", key: "7d" }, "2025-03-07")).toEqual({ from: "2025-03-01", to: "2025-03-07" });
    expect(rangeDates({ kind: "preset", key: "30d" }, "2025-03-01")).toEqual({ from: "2025-01-31", to: "2025-03-01" });
    expect(rangeDates({ kind: "preset", key: "90d" }, "2024-03-31")).toEqual({ from: "2024-01-02", to: "2024-03-31" });
    expect(rangeDates({ kind: "custom", from: "2025-01-01", to: "2025-01-05" }, "2025-03-01")).toEqual({
      from: "2025-01-01",
      to: "2025-01-05",
    });
  });
});

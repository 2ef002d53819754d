import { describe, expect, it } from "vitest";
import { dateRangeFilter, isBackwards } from "./date-range";

describe("dateRangeFilter", () => {
  it("covers whole days in the viewer's time zone", () => {
    const range = dateRangeFilter("2026-03-01", "2026-03-31");
    expect(range.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(range.to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it("leaves out empty or malformed ends", () => {
    expect(dateRangeFilter("", "")).toEqual({});
    expect(dateRangeFilter("2026-03-01", "")).toEqual({ from: new Date(2026, 2, 1).toISOString() });
    expect(dateRangeFilter("yesterday", "2026-02-30")).toEqual({});
    expect(dateRangeFilter("", "2026-12-31")).toEqual({ to: new Date(2027, 0, 1).toISOString() });
  });

  it("spots a backwards range", () => {
    expect(isBackwards("2026-03-02", "2026-03-01")).toBe(true);
    expect(isBackwards("2026-03-01", "2026-03-01")).toBe(false);
    expect(isBackwards("", "2026-03-01")).toBe(false);
  });
});

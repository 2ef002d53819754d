import { describe, expect, it } from "vitest";
import { countTicks, dayAt, labelledDays } from "./chart-scale";

describe("chart scale", () => {
  it("makes whole, round ticks covering the largest value", () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(10)).toEqual([0, 5, 10]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it("labels evenly spaced days, starting with the first", () => {
    expect(labelledDays(7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30, 6)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(labelledDays(90, 6)).toEqual([0, 15, 30, 45, 60, 75]);
    expect(labelledDays(0, 6)).toEqual([]);
    expect(labelledDays(3, 0)).toEqual([0]);
  });

  it("finds the day under the pointer", () => {
    expect(dayAt(0, 700, 7)).toBe(0);
    expect(dayAt(99.9, 700, 7)).toBe(0);
    expect(dayAt(100, 700, 7)).toBe(1);
    expect(dayAt(699, 700, 7)).toBe(6);
    expect(dayAt(700, 700, 7)).toBeNull();
    expect(dayAt(-1, 700, 7)).toBeNull();
  });
});

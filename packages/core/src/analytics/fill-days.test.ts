import { describe, expect, it } from "vitest";
import { fillDays } from "./fill-days";

const counts = (day: string, conversations: number, messages: number) => ({
  day,
  conversations,
  handoffs: 0,
  messages,
  visitorMessages: 0,
});

describe("fillDays", () => {
  it("lists every day of the range in order, with zeros on quiet days", () => {
    expect(fillDays("2025-02-27", "2025-03-02", [counts("2025-03-01", 2, 7), counts("2025-02-27", 1, 3)])).toEqual([
      { date: "2025-02-27", conversations: 1, messages: 3 },
      { date: "2025-02-28", conversations: 0, messages: 0 },
      { date: "2025-03-01", conversations: 2, messages: 7 },
      { date: "2025-03-02", conversations: 0, messages: 0 },
    ]);
  });

  it("gives one day for a one-day range and ignores days outside it", () => {
    expect(fillDays("2024-02-29", "2024-02-29", [counts("2024-03-01", 5, 5)])).toEqual([
      { date: "2024-02-29", conversations: 0, messages: 0 },
    ]);
  });

  it("covers a whole leap year", () => {
    const days = fillDays("2024-01-01", "2024-12-31", []);
    expect(days).toHaveLength(366);
    expect(days.at(-1)?.date).toBe("2024-12-31");
  });
});

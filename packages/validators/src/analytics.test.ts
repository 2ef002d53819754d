import { describe, expect, it } from "vitest";
import {
  addIsoDays,
  analyticsRangeProblem,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  canonicalTimeZone,
  isoDayNumber,
  rangeDays,
  todayIn,
  ZAnalyticsSummaryInput,
} from "./analytics";
import { describeSettingsError } from "./agent-settings";

const scope = { region: "eu", agentId: "A".repeat(16) } as const;

function refusal(input: Record<string, unknown>): string {
  const parsed = ZAnalyticsSummaryInput.safeParse({ ...scope, timeZone: "UTC", ...input });
  if (parsed.success) throw new Error("expected a refusal");
  return describeSettingsError(parsed.error);
}

describe("analytics dates", () => {
  it("reads calendar dates and refuses the rest", () => {
    expect(isoDayNumber("1970-01-01")).toBe(0);
    expect(isoDayNumber("2024-02-29")).toBe(19782);
    for (const bad of ["2023-02-29", "2024-13-01", "2024-04-31", "2024-1-01", "24-01-01", "2024-01-01T00:00", ""]) {
      expect(isoDayNumber(bad), bad).toBeNull();
    }
  });

  it("adds days across months, leap days and years", () => {
    expect(addIsoDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addIsoDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addIsoDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addIsoDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addIsoDays("2025-03-30", 0)).toBe("2025-03-30");
  });

  it("counts both ends of a range", () => {
    expect(rangeDays("2025-03-01", "2025-03-01")).toBe(1);
    expect(rangeDays("2025-03-01", "2025-03-07")).toBe(7);
    expect(rangeDays("2024-01-01", "2024-12-31")).toBe(366);
    expect(rangeDays("2025-03-07", "2025-03-01")).toBe(0);
  });

  it("names the problem of a range", () => {
    expect(analyticsRangeProblem("2025-03-01", "2025-03-01")).toBeNull();
    expect(analyticsRangeProblem("2024-01-01", "2024-12-31")).toBeNull();
    expect(analyticsRangeProblem("2023-01-01", "2024-01-01")).toBeNull();
    expect(analyticsRangeProblem("2023-01-01", "2024-01-02")).toBe(ANALYTICS_MESSAGES.tooLong);
    expect(analyticsRangeProblem("2025-03-02", "2025-03-01")).toBe(ANALYTICS_MESSAGES.backwards);
    expect(analyticsRangeProblem("2025-02-30", "2025-03-01")).toBe(ANALYTICS_MESSAGES.badDate);
  });

  it("gives today's date in a time zone", () => {
    const instant = new Date("2025-03-01T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2025-03-01");
    expect(todayIn("Europe/Berlin", instant)).toBe("2025-03-02");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2025-03-01");
  });
});

describe("time zones", () => {
  it("accepts IANA names and gives their canonical spelling", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("America/Argentina/Buenos_Aires")).not.toBeNull();
    expect(canonicalTimeZone("Etc/GMT+3")).toBe("Etc/GMT+3");
  });

  it("refuses unknown names and raw offsets", () => {
    for (const bad of [
      "Mars/Olympus",
      "Europe/",
      "+03:00",
      "-0500",
      "GMT+3",
      "",
      "Europe/Berlin; DROP",
      "x".repeat(65),
    ]) {
      expect(canonicalTimeZone(bad), bad).toBeNull();
    }
  });
});

describe("ZAnalyticsSummaryInput", () => {
  it("accepts a range of up to 366 days and canonicalises the zone", () => {
    const parsed = ZAnalyticsSummaryInput.parse({ ...scope, from: "2024-01-01", to: "2024-12-31", timeZone: "utc" });
    expect(parsed).toEqual({ ...scope, from: "2024-01-01", to: "2024-12-31", timeZone: "UTC" });
    const one = ZAnalyticsSummaryInput.parse({
      ...scope,
      from: "2025-06-01",
      to: "2025-06-01",
      timeZone: "Asia/Tokyo",
    });
    expect(one.timeZone).toBe("Asia/Tokyo");
  });

  it("refuses ranges that are backwards or too long, with the catalogue's messages", () => {
    expect(refusal({ from: "2025-03-02", to: "2025-03-01" })).toBe(`to: ${ANALYTICS_MESSAGES.backwards}`);
    expect(refusal({ from: "2024-01-01", to: addIsoDays("2024-01-01", ANALYTICS_MAX_DAYS) })).toBe(
      `to: ${ANALYTICS_MESSAGES.tooLong}`,
    );
  });

  it("refuses malformed dates and unknown zones on their own field", () => {
    expect(refusal({ from: "2025-02-30", to: "2025-03-01" })).toBe(`from: ${ANALYTICS_MESSAGES.badDate}`);
    expect(refusal({ from: "2025-03-01", to: "03/05/2025" })).toBe(`to: ${ANALYTICS_MESSAGES.badDate}`);
    expect(refusal({ from: "2025-03-01", to: "2025-03-05", timeZone: "Nowhere/Land" })).toBe(
      `timeZone: ${ANALYTICS_MESSAGES.badTimeZone}`,
    );
    expect(refusal({ from: "2025-03-01", to: "2025-03-05", timeZone: "+02:00" })).toBe(
      `timeZone: ${ANALYTICS_MESSAGES.badTimeZone}`,
    );
  });
});

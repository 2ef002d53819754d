import { describe, expect, it } from "vitest";
import { ZAnalyticsSummaryInput } from "./analytics";
import { ZConversationFilters } from "./conversations";
import { DATE_TIME_MESSAGES, parseIsoDateTime, zIsoDateTime } from "./iso-date-time";
import { ZLeadFilters } from "./leads";
import { RUNTIME_MESSAGES, ZListMessagesQuery } from "./runtime";

describe("ISO date-times", () => {
  it("reads ISO date-times with seconds and a zone, of the years 1970 to 9999", () => {
    expect(parseIsoDateTime("2025-01-31T09:00:00Z")?.toISOString()).toBe("2025-01-31T09:00:00.000Z");
    expect(parseIsoDateTime("2025-01-31T09:00:00.123+02:00")?.toISOString()).toBe("2025-01-31T07:00:00.123Z");
    expect(parseIsoDateTime("1970-01-01T00:00:00Z")?.getTime()).toBe(0);
    expect(parseIsoDateTime("9999-12-31T23:59:59Z")?.getUTCFullYear()).toBe(9999);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "0000-01-01T00:00:00Z",
      "1969-12-31T23:59:59Z",
      // its instant is in the year 10000
      "9999-12-31T23:00:00-05:00",
      "2025-02-30T00:00:00Z",
      "2025-01-31T09:00:00",
      "2025-01-31",
      "+010000-01-01T00:00:00Z",
      "yesterday",
      "",
    ]) {
      expect(parseIsoDateTime(bad), bad).toBeNull();
    }
  });

  it("the schemas refuse with their message", () => {
    expect(zIsoDateTime().safeParse("0000-01-01T00:00:00Z").error?.issues[0]?.message).toBe(DATE_TIME_MESSAGES.invalid);
    expect(ZListMessagesQuery.parse({ since: "2025-01-31T09:00:00Z" }).since).toEqual(new Date("2025-01-31T09:00:00Z"));
    expect(ZListMessagesQuery.parse({}).since).toBeUndefined();
    expect(ZListMessagesQuery.safeParse({ since: "0000-01-01T00:00:00Z" }).error?.issues[0]?.message).toBe(
      RUNTIME_MESSAGES.badSince,
    );
    for (const filters of [ZConversationFilters, ZLeadFilters]) {
      expect(filters.safeParse({ from: "0000-01-01T00:00:00Z" }).success).toBe(false);
      expect(filters.safeParse({ to: "10000-01-01T00:00:00Z" }).success).toBe(false);
      expect(filters.safeParse({ from: "2025-01-01T00:00:00Z", to: "2025-02-01T00:00:00Z" }).success).toBe(true);
    }
  });

  it("analytics days are of the same years", () => {
    const scope = { region: "eu", agentId: "A".repeat(16), timeZone: "UTC" } as const;
    expect(ZAnalyticsSummaryInput.safeParse({ ...scope, from: "0100-01-01", to: "0100-01-02" }).success).toBe(false);
    expect(ZAnalyticsSummaryInput.safeParse({ ...scope, from: "2025-01-01", to: "2025-01-02" }).success).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatDuration, timeAgo } from "./knowledge-format";

describe("knowledge formats", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("says how long ago", () => {
    expect(timeAgo(new Date("2026-01-10T11:59:55Z"), now)).toBe("just now");
    expect(timeAgo(new Date("2026-01-10T11:55:00Z"), now)).toBe("5 minutes ago");
    expect(timeAgo(new Date("2026-01-10T09:00:00Z"), now)).toBe("3 hours ago");
    expect(timeAgo(new Date("2026-01-09T12:00:00Z"), now)).toBe("yesterday");
  });
  it("formats counts, sizes and durations", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(20 * 1024 * 1024)).toBe("20 MB");
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(12_400)).toBe("12 s");
    expect(formatDuration(4_200)).toBe("4.2 s");
    expect(formatDuration(185_000)).toBe("3 min 5 s");
  });
});

import { describe, expect, it } from "vitest";
import { dueDnsReminderBucket } from "./dns-reminder-buckets";

const setAt = new Date("2030-01-01T12:00:00Z");
const after = (days: number, ms = 0) => new Date(setAt.getTime() + days * 86_400_000 + ms);

describe("dueDnsReminderBucket", () => {
  it("is nothing before a day has passed", () => {
    expect(dueDnsReminderBucket(setAt, setAt)).toBeNull();
    expect(dueDnsReminderBucket(setAt, after(1, -1))).toBeNull();
  });

  it("is the latest bucket due: 1d from a day, 3d from three days, 7d from a week on", () => {
    expect(dueDnsReminderBucket(setAt, after(1))?.bucket).toBe("1d");
    expect(dueDnsReminderBucket(setAt, after(3, -1))?.bucket).toBe("1d");
    expect(dueDnsReminderBucket(setAt, after(3))?.bucket).toBe("3d");
    expect(dueDnsReminderBucket(setAt, after(6))?.bucket).toBe("3d");
    expect(dueDnsReminderBucket(setAt, after(7))?.bucket).toBe("7d");
    expect(dueDnsReminderBucket(setAt, after(400))).toMatchObject({ bucket: "7d", days: 7 });
  });
});

import { describe, expect, it } from "vitest";
import { formatBillingDate, formatCredits, formatUsd, statusLabel, usagePercent } from "./billing-format";
import { contactAddresses } from "./contact-addresses";

describe("billing formats", () => {
  it("formats USD, credits and dates", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(0.01234, 4)).toBe("$0.0123");
    // a debt shows its sign, unless it rounds to nothing
    expect(formatUsd(-1.5)).toBe("-$1.50");
    expect(formatUsd(-0.0035)).toBe("$0.00");
    expect(formatCredits(12500)).toBe("12,500");
    expect(formatBillingDate(new Date("2026-12-23T23:30:00Z"))).toBe("Dec 23, 2026");
    expect(formatBillingDate(1_798_070_400)).toBe("Dec 24, 2026");
  });

  it("computes the usage bar and labels statuses", () => {
    expect(usagePercent({ used: 60, total: 100 })).toBe(60);
    expect(usagePercent({ used: 0, total: 0 })).toBe(0);
    expect(statusLabel("past_due")).toBe("Past due");
  });

  it("derives contact addresses from the sender", () => {
    expect(contactAddresses("Parlo <no-reply@parlo.dev>")).toEqual({
      support: "support@parlo.dev",
      sales: "sales@parlo.dev",
    });
    expect(contactAddresses("billing@example.com").sales).toBe("sales@example.com");
  });
});

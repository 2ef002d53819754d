import { AUTO_RECHARGE } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { autoRechargeSummary, initialAutoRecharge, monthlyLimitLabel, snapToRange } from "./auto-recharge";

describe("automatic recharge card", () => {
  it("summarises the rule in one sentence", () => {
    const on = { enabled: true, threshold: 1000, amount: 10, monthlyChargeLimit: 100 };
    expect(autoRechargeSummary(on, "£")).toBe(
      "When your balance falls below 1,000 credits, add £10, at most £100 a month.",
    );
    expect(autoRechargeSummary({ ...on, monthlyChargeLimit: 0 }, "$")).toBe(
      "When your balance falls below 1,000 credits, add $10, with no monthly limit.",
    );
    expect(autoRechargeSummary({ ...on, enabled: false }, "$")).toMatch(/off/);
  });

  it("labels a zero monthly limit No Limit", () => {
    expect(monthlyLimitLabel(0, "€")).toBe("No Limit");
    expect(monthlyLimitLabel(125, "€")).toBe("€125");
  });

  it("snaps stored values onto the sliders and defaults the monthly limit to 100", () => {
    expect(snapToRange(null, AUTO_RECHARGE.monthlyChargeLimit)).toBe(100);
    expect(snapToRange(7000, AUTO_RECHARGE.threshold)).toBe(2500);
    expect(snapToRange(1200, AUTO_RECHARGE.threshold)).toBe(1000);
    expect(snapToRange(3, AUTO_RECHARGE.amount)).toBe(5);
    expect(snapToRange(12, AUTO_RECHARGE.amount)).toBe(10);
  });

  it("is off on the free plan whatever was saved", () => {
    const saved = { enabled: true, threshold: 500, amount: 5, monthlyChargeLimit: 0 };
    expect(initialAutoRecharge(saved, true).enabled).toBe(false);
    expect(initialAutoRecharge(saved, false)).toEqual(saved);
  });
});

import { describe, expect, it } from "vitest";
import { shouldShowUpgrade } from "./upgrade-plan";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("Upgrade Plan button", () => {
  it("never shows with a subscription", () => {
    expect(shouldShowUpgrade({ hasSubscription: true, joinedAt: daysAgo(30), credits: 0, now })).toBe(false);
  });
  it("shows for accounts older than 7 days", () => {
    expect(shouldShowUpgrade({ hasSubscription: false, joinedAt: daysAgo(8), credits: 10_000, now })).toBe(true);
    expect(shouldShowUpgrade({ hasSubscription: false, joinedAt: daysAgo(6), credits: 10_000, now })).toBe(false);
  });
  it("shows under 500 credits", () => {
    expect(shouldShowUpgrade({ hasSubscription: false, joinedAt: daysAgo(1), credits: 499.9, now })).toBe(true);
    expect(shouldShowUpgrade({ hasSubscription: false, joinedAt: daysAgo(1), credits: 500, now })).toBe(false);
  });
});

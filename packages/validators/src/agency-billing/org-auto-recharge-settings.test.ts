import { describe, expect, it } from "vitest";
import { DEFAULT_ORG_AUTO_RECHARGE, isOnRangeStep, orgAutoRechargeOf } from "./org-auto-recharge-settings";
import { ORG_AUTO_RECHARGE } from "./org-billing-ranges";
import { ZOrgAutoRechargeSettings } from "./org-auto-recharge-procedures";

describe("an org's auto-recharge settings", () => {
  it("reads the defaults ($5 at 500 credits, off) from an empty or odd value", () => {
    for (const stored of [{}, null, [], "x", { automaticBilling: "yes", threshold: "500", amount: null }]) {
      expect(orgAutoRechargeOf(stored)).toEqual({ automaticBilling: false, threshold: 500, amount: 5 });
    }
    expect(DEFAULT_ORG_AUTO_RECHARGE).toEqual({ automaticBilling: false, threshold: 500, amount: 5 });
  });

  it("keeps stored values on the card's steps and replaces the others with the defaults", () => {
    expect(orgAutoRechargeOf({ automaticBilling: true, threshold: 5000, amount: 100 })).toEqual({
      automaticBilling: true,
      threshold: 5000,
      amount: 100,
    });
    expect(orgAutoRechargeOf({ automaticBilling: true, threshold: 150, amount: 7 })).toEqual({
      automaticBilling: true,
      threshold: 500,
      amount: 5,
    });
    expect(orgAutoRechargeOf({ threshold: 0, amount: 105 })).toMatchObject({ threshold: 500, amount: 5 });
  });

  it("accepts exactly the ranges and steps in the save input", () => {
    expect(isOnRangeStep(100, ORG_AUTO_RECHARGE.threshold)).toBe(true);
    expect(isOnRangeStep(5100, ORG_AUTO_RECHARGE.threshold)).toBe(false);
    expect(isOnRangeStep(12.5, ORG_AUTO_RECHARGE.amount)).toBe(false);
    const ok = ZOrgAutoRechargeSettings.safeParse({ automaticBilling: true, threshold: 100, amount: 100 });
    expect(ok.success).toBe(true);
    for (const bad of [
      { automaticBilling: true, threshold: 50, amount: 5 },
      { automaticBilling: true, threshold: 250, amount: 5 },
      { automaticBilling: true, threshold: 500, amount: 0 },
      { automaticBilling: true, threshold: 500, amount: 12 },
      { automaticBilling: "on", threshold: 500, amount: 5 },
    ]) {
      expect(ZOrgAutoRechargeSettings.safeParse(bad).success).toBe(false);
    }
  });
});

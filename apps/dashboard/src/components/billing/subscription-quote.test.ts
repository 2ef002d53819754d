import { currencyProfile, type TDiscount } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { quantitiesFrom } from "./addon-changes";
import { discountLabel, subscriptionBreakdown } from "./subscription-quote";

const tenPercent: TDiscount = {
  valid: true,
  percent_off: 10,
  amount_off: null,
  currency: null,
  name: "Launch",
  duration: "forever",
  code: "LAUNCH10",
};

describe("subscription quote", () => {
  it("adds add-ons, takes the discount before tax, then adds UK tax", () => {
    const seats = quantitiesFrom([{ addonKey: "workspace-seat", quantity: 1 }]);
    expect(subscriptionBreakdown("pay_as_you_go", currencyProfile("GB"), seats, tenPercent)).toEqual({
      currency: "gbp",
      base: 2000,
      addons: 1000,
      discount: 300,
      subtotal: 2700,
      tax: 945,
      total: 3645,
    });
    expect(subscriptionBreakdown("pay_as_you_go", currencyProfile("US"), quantitiesFrom([]), null).total).toBe(2000);
  });

  it("describes a discount", () => {
    expect(discountLabel(tenPercent)).toBe("10% off, forever");
    expect(
      discountLabel({ ...tenPercent, percent_off: null, amount_off: 500, currency: "gbp", duration: "once" }),
    ).toBe("£5.00 off, first payment");
  });
});

import { describe, expect, it } from "vitest";
import { ORG_AUTO_RECHARGE, ORG_CREDIT_PURCHASE } from "@parlo/validators/agency-billing-plain";
import { formatMinor, onStep, purchasePriceText } from "./billing-money";

describe("the credit purchase's price", () => {
  it("is credits x the price per credit in the account's currency, to the cent", () => {
    // 0.001 + 0.003 USD per credit
    const usd = { currency: "usd", microUsdPerCredit: 4000, exchangeRate: 1 };
    expect(purchasePriceText(2500, usd)).toBe("$10.00");
    expect(purchasePriceText(1000, { ...usd, currency: "eur", exchangeRate: 0.88 })).toBe("€3.52");
    // 1,500 x 0.0035 USD x 0.75 = 3.9375 GBP -> £3.94
    expect(purchasePriceText(1500, { currency: "gbp", microUsdPerCredit: 3500, exchangeRate: 0.75 })).toBe("£3.94");
    expect(formatMinor(6000, "usd")).toBe("$60.00");
  });

  it("puts typed or slid values on their range and steps", () => {
    const snap = (value: number) => onStep(value, ORG_CREDIT_PURCHASE);
    expect(snap(0)).toBe(1000);
    expect(snap(2400)).toBe(2500);
    expect(snap(2700)).toBe(2500);
    expect(snap(99_999)).toBe(50_000);
    expect(snap(Number.NaN)).toBe(1000);
    expect(onStep(7, ORG_AUTO_RECHARGE.amount)).toBe(5);
    expect(onStep(8, ORG_AUTO_RECHARGE.amount)).toBe(10);
    expect(onStep(5010, ORG_AUTO_RECHARGE.threshold)).toBe(5000);
  });
});

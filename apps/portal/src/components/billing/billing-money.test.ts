import { describe, expect, it } from "vitest";
import { formatMinor, purchasePriceText, snapCredits } from "./billing-money";

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

  it("snaps amounts to 1,000..50,000 in steps of 500", () => {
    expect(snapCredits(0)).toBe(1000);
    expect(snapCredits(2400)).toBe(2500);
    expect(snapCredits(2700)).toBe(2500);
    expect(snapCredits(99_999)).toBe(50_000);
    expect(snapCredits(Number.NaN)).toBe(1000);
  });
});

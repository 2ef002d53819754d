import { currencyProfile } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { topUpQuote } from "./top-up";

describe("top-up quote", () => {
  it("needs at least 5 of the currency", () => {
    const gbp = currencyProfile("GB");
    expect(topUpQuote("4.99", gbp).valid).toBe(false);
    expect(topUpQuote("", gbp).valid).toBe(false);
    expect(topUpQuote("abc", gbp).minor).toBeNull();
    expect(topUpQuote("5", gbp).valid).toBe(true);
  });

  it("sends the USD equivalent and shows the tax on top", () => {
    const quote = topUpQuote("10", currencyProfile("GB"));
    expect(quote.usdAmount).toBeCloseTo(13.3333, 4);
    expect(Math.round(quote.usdAmount * 0.75 * 100)).toBe(1000);
    expect(quote.breakdown).toMatchObject({ base: 1000, tax: 350, total: 1350 });
    expect(quote.credits).toBe(13330);
    expect(topUpQuote("5", currencyProfile("US"))).toMatchObject({ usdAmount: 5, credits: 5000 });
  });
});

import { describe, expect, it } from "vitest";
import {
  currencyForCountry,
  currencyProfile,
  EU_COUNTRY_CODES,
  formatMoney,
  parseMoneyInput,
} from "./currency-profile";
import { ADDON_CATALOGUE, findAddon, findPlan, planPrice, usageLevel } from "./plan-catalogue";
import { pricingBreakdown } from "./pricing-breakdown";
import { calculatePrice, type CalculatorInput } from "./pricing-calculator";

describe("currency and tax by country", () => {
  it("puts the 27 EU member states on EUR at 0.88 with 27% tax named after the country", () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    for (const code of EU_COUNTRY_CODES) {
      expect(currencyProfile(code)).toEqual({
        currency: "eur",
        currencySymbol: "€",
        taxRate: 27,
        taxDescription: `EU Tax (${code} 27%)`,
        exchangeRate: 0.88,
        countryCode: code,
      });
    }
  });

  it("puts GB (and UK) on GBP at 0.75 with 35% UK tax", () => {
    for (const code of ["GB", "gb", "UK"]) {
      expect(currencyProfile(code)).toMatchObject({
        currency: "gbp",
        currencySymbol: "£",
        taxRate: 35,
        taxDescription: "UK Tax (35%)",
        exchangeRate: 0.75,
        countryCode: "GB",
      });
    }
  });

  it("puts everyone else, and an unknown country, on USD without tax", () => {
    for (const code of ["US", "CH", "NO", "AU", "", null, undefined]) {
      expect(currencyProfile(code)).toMatchObject({
        currency: "usd",
        currencySymbol: "$",
        taxRate: 0,
        taxDescription: "No tax",
        exchangeRate: 1,
      });
    }
    // Switzerland and Norway are in Europe but not in the EU
    expect(currencyForCountry("CH")).toBe("usd");
    expect(currencyForCountry("IE")).toBe("eur");
  });

  it("formats and parses money in minor units", () => {
    expect(formatMoney(3645, "gbp")).toBe("£36.45");
    expect(formatMoney(-300, "gbp")).toBe("-£3.00");
    expect(formatMoney(123456789, "usd")).toBe("$1,234,567.89");
    expect(parseMoneyInput("12.5")).toBe(1250);
    expect(parseMoneyInput("5")).toBe(500);
    expect(parseMoneyInput("5.123")).toBeNull();
    expect(parseMoneyInput("-5")).toBeNull();
    expect(parseMoneyInput("abc")).toBeNull();
  });
});

describe("the catalogue", () => {
  it("has the spec's plan prices per currency", () => {
    const payg = findPlan("pay_as_you_go");
    expect(payg?.popular).toBe(true);
    expect(payg && planPrice(payg, "usd")).toBe(2000);
    expect(payg && planPrice(payg, "eur")).toBe(2200);
    expect(payg && planPrice(payg, "gbp")).toBe(2000);
    expect(payg?.prices.find((p) => p.currency === "eur")?.originalAmount).toBe(1800);
    expect(payg?.prices.find((p) => p.currency === "gbp")?.originalAmount).toBe(1500);
    const free = findPlan("free");
    expect(free && planPrice(free, "usd")).toBe(0);
  });

  it("has the spec's add-on ids, prices and quantity limits", () => {
    expect(ADDON_CATALOGUE.map((a) => [a.id, a.price, a.maxQuantity])).toEqual([
      ["whitelabel-new", 5000, 1],
      ["workspace-seat", 1000, 10],
      ["client_seat", 500, 10],
      ["concurrent-call-line", 500, 10],
      ["twilio-phone-number", 300, 10],
    ]);
    expect(findAddon("workspace-seat")?.prices.map((p) => p.amount)).toEqual([1000, 1000, 1000]);
  });

  it("colours the usage bar: warning above 50 percent, danger above 80", () => {
    expect(usageLevel(50)).toBe("normal");
    expect(usageLevel(50.1)).toBe("warning");
    expect(usageLevel(80)).toBe("warning");
    expect(usageLevel(81)).toBe("danger");
  });
});

describe("pricingBreakdown", () => {
  it("UK: pay as you go + one workspace seat with 10% off, tax 35% on the discounted amount", () => {
    const gb = currencyProfile("GB");
    expect(
      pricingBreakdown({
        currency: gb.currency,
        taxRate: gb.taxRate,
        base: 2000,
        addons: [{ unitAmount: 1000, quantity: 1 }],
        discount: { valid: true, percent_off: 10, amount_off: null, currency: null },
      }),
    ).toEqual({ currency: "gbp", base: 2000, addons: 1000, discount: 300, subtotal: 2700, tax: 945, total: 3645 });
  });

  it("EU: 22 EUR, no add-ons, 27% tax", () => {
    expect(pricingBreakdown({ currency: "eur", taxRate: 27, base: 2200 })).toEqual({
      currency: "eur",
      base: 2200,
      addons: 0,
      discount: 0,
      subtotal: 2200,
      tax: 594,
      total: 2794,
    });
  });

  it("USD: no tax; a fixed discount in the same currency, never more than the amount", () => {
    const fixed = { valid: true, percent_off: null, amount_off: 500, currency: "usd" };
    expect(pricingBreakdown({ currency: "usd", taxRate: 0, base: 2000, discount: fixed }).total).toBe(1500);
    expect(pricingBreakdown({ currency: "usd", taxRate: 0, base: 300, discount: fixed }).total).toBe(0);
    // a fixed amount in another currency does not apply
    expect(pricingBreakdown({ currency: "gbp", taxRate: 35, base: 2000, discount: fixed }).discount).toBe(0);
    // an invalid discount does nothing
    expect(
      pricingBreakdown({ currency: "usd", taxRate: 0, base: 2000, discount: { ...fixed, valid: false } }).discount,
    ).toBe(0);
  });

  it("rounds half up to the minor unit and ignores negative quantities", () => {
    const result = pricingBreakdown({
      currency: "gbp",
      taxRate: 35,
      base: 1,
      addons: [{ unitAmount: 300, quantity: -2 }],
    });
    expect(result).toMatchObject({ addons: 0, subtotal: 1, tax: 0, total: 1 });
    expect(pricingBreakdown({ currency: "eur", taxRate: 27, base: 50 }).tax).toBe(14); // 13.5 -> 14
  });
});

describe("the pricing calculator", () => {
  const base: CalculatorInput = {
    credits: 20_000,
    agents: 2,
    includedAgents: 2,
    workspaceSeats: 2,
    includedWorkspaceSeats: 2,
    concurrentCalls: 10,
    includedConcurrentCalls: 10,
    phoneNumbers: 0,
    includedPhoneNumbers: 0,
    customBranding: false,
    miniWhitelabel: false,
  };

  it("prices credits at the range's per-credit price (default 0.001 USD) and shows 1 USD less without an explicit price", () => {
    const result = calculatePrice(base);
    expect(result).toMatchObject({
      tier: "starter",
      microUsdPerCredit: 1000,
      credits: 2000,
      monthly: 2000,
      shownMonthly: 1900,
    });
    expect(result.yearly).toBe(20000);
    expect(calculatePrice({ ...base, credits: 100_000 })).toMatchObject({ tier: "pro", credits: 9000 });
    expect(calculatePrice({ ...base, credits: 1_000_000 })).toMatchObject({ tier: "agency", credits: 80000 });
  });

  it("an explicit price overrides credits x per-credit price and is shown as is; an explicit yearly price wins", () => {
    const result = calculatePrice({ ...base, explicitMonthlyPrice: 4900, explicitYearlyPrice: 39900 });
    expect(result).toMatchObject({ credits: 4900, monthly: 4900, shownMonthly: 4900, yearly: 39900 });
  });

  it("charges extras beyond what is included", () => {
    const result = calculatePrice({ ...base, agents: 5, workspaceSeats: 4, concurrentCalls: 12, phoneNumbers: 3 });
    expect(result).toMatchObject({ agents: 1500, workspaceSeats: 2000, concurrentCalls: 1000, phoneNumbers: 900 });
    expect(result.monthly).toBe(2000 + 1500 + 2000 + 1000 + 900);
  });

  it("unlimited agents cost a flat fee and count as 50; custom branding makes agents unlimited", () => {
    expect(calculatePrice({ ...base, agents: "unlimited" })).toMatchObject({ agents: 4900, agentsAllowed: 50 });
    expect(calculatePrice({ ...base, agents: 30, customBranding: true })).toMatchObject({
      agents: 0,
      agentsAllowed: 50,
      customBranding: 5000,
    });
    expect(calculatePrice({ ...base, miniWhitelabel: true }).miniWhitelabel).toBe(2500);
  });
});

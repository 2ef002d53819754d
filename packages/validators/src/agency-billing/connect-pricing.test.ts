import { describe, expect, it } from "vitest";
import {
  applicationFeeMinor,
  creditsForAmountMinor,
  creditsPriceMinor,
  finalMicroUsdPerCredit,
  microUsdOf,
  usdTextOfMicro,
} from "./connect-pricing";
import { ZAgencyPlanDraft } from "./agency-plans";
import { zUsdPerCreditExtra } from "./agency-billing-procedures";

const DEFAULT = finalMicroUsdPerCredit(3000);

describe("client billing arithmetic", () => {
  it("reads and writes prices per credit exactly", () => {
    expect(microUsdOf("0.003")).toBe(3000);
    expect(microUsdOf(".0005")).toBe(500);
    expect(microUsdOf("0")).toBe(0);
    expect(microUsdOf("0.0000001")).toBeNull();
    expect(microUsdOf("abc")).toBeNull();
    expect(microUsdOf("-1")).toBeNull();
    expect(usdTextOfMicro(3000)).toBe("0.003");
    expect(usdTextOfMicro(1_250_000)).toBe("1.25");
    expect(usdTextOfMicro(0)).toBe("0");
    expect(DEFAULT).toBe(4000);
  });

  it.each([
    // credits, rate, price, fee: 0.004 USD per credit; EUR at 0.88, GBP at 0.75; 5% fee, half-up
    [2500, 1, 1000, 50],
    [2500, 0.88, 880, 44],
    [2500, 0.75, 750, 38],
    [5000, 1, 2000, 100],
    [15_000, 0.88, 5280, 264],
    [15_000, 0.75, 4500, 225],
    [1500, 0.75, 450, 23],
  ])("%i credits at rate %s cost %i minor units with a %i fee", (credits, exchangeRate, price, fee) => {
    const amount = creditsPriceMinor({ credits, microUsdPerCredit: DEFAULT, exchangeRate });
    expect(amount).toBe(price);
    expect(applicationFeeMinor(amount)).toBe(fee);
  });

  it("rounds a fraction of a cent half-up", () => {
    // 1001 credits x 0.0041 USD = 4.1041 USD -> 410 cents; x 0.88 = 361.16 -> 361
    expect(creditsPriceMinor({ credits: 1001, microUsdPerCredit: 4100, exchangeRate: 1 })).toBe(410);
    expect(creditsPriceMinor({ credits: 1001, microUsdPerCredit: 4100, exchangeRate: 0.88 })).toBe(361);
    // 3 credits x 0.0045 = 1.35 cents -> 1; 5 x 0.005 = 2.5 cents -> 3
    expect(creditsPriceMinor({ credits: 3, microUsdPerCredit: 4500, exchangeRate: 1 })).toBe(1);
    expect(creditsPriceMinor({ credits: 5, microUsdPerCredit: 5000, exchangeRate: 1 })).toBe(3);
    expect(applicationFeeMinor(10)).toBe(1);
    expect(applicationFeeMinor(9)).toBe(0);
  });

  it("turns an amount into credits at the final price (the auto-recharge's)", () => {
    expect(creditsForAmountMinor({ amountMinor: 500, microUsdPerCredit: DEFAULT, exchangeRate: 1 })).toBe(1250);
    // 10 USD / 0.004 = 2500; 5 EUR / (0.004 x 0.88) = 1420.45 -> 1420
    expect(creditsForAmountMinor({ amountMinor: 1000, microUsdPerCredit: DEFAULT, exchangeRate: 1 })).toBe(2500);
    expect(creditsForAmountMinor({ amountMinor: 500, microUsdPerCredit: DEFAULT, exchangeRate: 0.88 })).toBe(1420);
  });
});

describe("the SAAS Mode tab's rules", () => {
  it("takes the extra per credit only as a number", () => {
    expect(zUsdPerCreditExtra.parse(" 0.003 ")).toBe("0.003");
    for (const bad of ["", "abc", "0.0000001", "-0.1", "2"]) {
      expect(zUsdPerCreditExtra.safeParse(bad).error?.issues[0]?.message).toBe("Please enter a valid number");
    }
  });

  it("needs one to five features with text", () => {
    const plan = { name: "Basic Plan", credits: 5000, isPopular: false, productId: null, priceId: null };
    const message = (features: string[]) => ZAgencyPlanDraft.safeParse({ ...plan, features }).error?.issues[0]?.message;
    expect(message([])).toBe("Each plan must have at least one feature with text");
    expect(message(["Support", "  "])).toBe("Each plan must have at least one feature with text");
    expect(message(["a", "b", "c", "d", "e", "f"])).toBe("Maximum of 5 features allowed");
    expect(ZAgencyPlanDraft.parse({ ...plan, features: [" Support "] }).features).toEqual(["Support"]);
  });
});

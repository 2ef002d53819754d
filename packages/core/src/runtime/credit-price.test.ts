import { describe, expect, it } from "vitest";
import { creditsForAnswer } from "./credit-price";

describe("creditsForAnswer", () => {
  it("charges one credit per model answer plus half a credit per thousand tokens, exactly", () => {
    expect(creditsForAnswer({ offline: false, tokensIn: 1500, tokensOut: 500 }).toString()).toBe("2");
    expect(creditsForAnswer({ offline: false, tokensIn: 7, tokensOut: 0 }).toString()).toBe("1.0035");
    expect(creditsForAnswer({ offline: false, tokensIn: 1, tokensOut: 0 }).toString()).toBe("1.0005");
  });

  it("charges nothing for the offline answerer", () => {
    expect(creditsForAnswer({ offline: true, tokensIn: 900, tokensOut: 900 }).toString()).toBe("0");
  });
});

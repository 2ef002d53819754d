import { describe, expect, it } from "vitest";
import { orgRechargeDeclinedMessage } from "./agency-billing-messages";

describe("the Auto-Recharge card's declined note", () => {
  it("gives the card's reason in one sentence, and asks for another card", () => {
    expect(orgRechargeDeclinedMessage("Your card was declined.")).toBe(
      "The last automatic recharge failed: Your card was declined. Update your payment method to try again.",
    );
    expect(orgRechargeDeclinedMessage("Your card has insufficient funds")).toBe(
      "The last automatic recharge failed: Your card has insufficient funds. Update your payment method to try again.",
    );
  });

  it("reads without a reason", () => {
    expect(orgRechargeDeclinedMessage(null)).toBe(
      "The last automatic recharge failed. Update your payment method to try again.",
    );
  });
});

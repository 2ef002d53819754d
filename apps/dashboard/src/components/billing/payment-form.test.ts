import { describe, expect, it } from "vitest";
import { addressEntered, canContinue, EMPTY_ADDRESS, isPaymentSuccess, readAddress } from "./payment-form";

const address = {
  ...EMPTY_ADDRESS,
  name: "Erin",
  line1: "1 High St",
  city: "London",
  postal_code: "N1 1AA",
  country: "GB",
};

describe("payment form", () => {
  it("needs an email and Apple, a saved card, or a complete card with the address", () => {
    const form = { email: "a@b.co", method: "card" as const, usingSavedCard: false, cardComplete: true, address };
    expect(canContinue(form)).toBe(true);
    expect(canContinue({ ...form, email: " " })).toBe(false);
    expect(canContinue({ ...form, cardComplete: false })).toBe(false);
    expect(canContinue({ ...form, address: { ...address, city: "" } })).toBe(false);
    expect(canContinue({ ...form, cardComplete: false, usingSavedCard: true })).toBe(true);
    expect(canContinue({ ...form, cardComplete: false, method: "apple" })).toBe(true);
  });

  it("reads the address or says it is incomplete", () => {
    expect(addressEntered(address)).toBe(true);
    expect(readAddress({ ...address, country: "gb" })).toMatchObject({
      ok: true,
      name: "Erin",
      address: { country: "GB" },
    });
    expect(readAddress({ ...address, postal_code: " " })).toEqual({
      ok: false,
      message: "Please complete all required address fields.",
    });
    expect(readAddress({ ...address, name: "" }).ok).toBe(false);
  });

  it("counts succeeded and requires_action as success", () => {
    expect(isPaymentSuccess("succeeded")).toBe(true);
    expect(isPaymentSuccess("requires_action")).toBe(true);
    expect(isPaymentSuccess("requires_payment_method")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { bestPassage, offlineAnswer, OFFLINE_REPLIES } from "./offline-answer";

describe("offline answerer", () => {
  it("greets, thanks and offers a person", () => {
    expect(offlineAnswer("Hello!")).toBe(OFFLINE_REPLIES.greeting);
    expect(offlineAnswer("thanks a lot")).toBe(OFFLINE_REPLIES.thanks);
    expect(offlineAnswer("Can I talk to a human please?")).toBe(OFFLINE_REPLIES.human);
  });

  it("answers from a clearly matching passage and admits when it cannot", () => {
    const knowledge = ["Shipping to Portugal takes 2 to 4 working days.", "Our shop opens at 9 am."];
    expect(offlineAnswer("How long does shipping to Portugal take?", knowledge)).toBe(
      OFFLINE_REPLIES.knowledge("Shipping to Portugal takes 2 to 4 working days."),
    );
    expect(offlineAnswer("Do you sell gift cards?", knowledge)).toBe(OFFLINE_REPLIES.unknown);
  });

  it("needs two shared words unless the question has one", () => {
    expect(bestPassage("shipping costs", ["Shipping is free.", "Costs of shipping are 5 EUR."])).toBe(
      "Costs of shipping are 5 EUR.",
    );
    expect(bestPassage("refunds", ["Refunds take 5 days."])).toBe("Refunds take 5 days.");
    expect(bestPassage("what is it", ["anything"])).toBeNull();
  });
});

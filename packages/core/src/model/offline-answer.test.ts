import { describe, expect, it } from "vitest";
import { bestPassage, offlineAnswer, OFFLINE_REPLIES } from "./offline-answer";

describe("offline answerer", () => {
  it("greets (also with words around the greeting) and thanks", () => {
    for (const hello of ["Hello!", "Hello there", "Hi there!", "hey there, how are you", "good morning", "Hi 👋"]) {
      expect(offlineAnswer(hello)).toBe(OFFLINE_REPLIES.greeting);
    }
    expect(offlineAnswer("thanks a lot")).toBe(OFFLINE_REPLIES.thanks);
  });

  it("answers a request for a person with what the turn did, and never promises one by itself", () => {
    expect(offlineAnswer("Can I talk to a human please?")).toBe(OFFLINE_REPLIES.handoff.unavailable);
    expect(offlineAnswer("Can I talk to a human please?", [], false, "requested")).toBe(
      OFFLINE_REPLIES.handoff.requested,
    );
    expect(offlineAnswer("human", [], true, "team_offline")).toBe(OFFLINE_REPLIES.handoff.team_offline);
    expect(offlineAnswer("agent", [], true, "requested_offline")).toBe(OFFLINE_REPLIES.handoff.requested_offline);
    // no reply promises a person unless one was asked for
    expect(OFFLINE_REPLIES.handoff.unavailable).toMatch(/can't connect you to a person/);
    expect(OFFLINE_REPLIES.handoff.team_offline).toMatch(/offline right now/);
    expect(OFFLINE_REPLIES.unknown).not.toMatch(/person|team/);
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

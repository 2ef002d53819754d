import { describe, expect, it } from "vitest";
import { asksForPerson, isGreeting, isThanks, normalizePhrase } from "./offline-phrases";

describe("normalizePhrase", () => {
  it("lowers, drops punctuation and emoji, keeps apostrophes (also typographic ones)", () => {
    expect(normalizePhrase("  Hi   there! 👋 ")).toBe("hi there");
    expect(normalizePhrase("Don’t, please…")).toBe("don't please");
  });
});

describe("isGreeting", () => {
  it.each([
    "Hello",
    "hi!",
    "Hello there",
    "Hi there!",
    "hey there, how are you",
    "Hey there! How are you doing today?",
    "good morning",
    "Good evening everyone",
    "hiya",
    "Hello hello",
    "howdy folks",
    "how are you?",
    "hi, nice to meet you",
  ])("%s is a greeting", (text) => {
    expect(isGreeting(text)).toBe(true);
  });

  it.each([
    "hi, where is my order?",
    "Hello, do you ship to Norway?",
    "hey can I return a jacket",
    "good morning, what are your opening hours",
    "history of the shop",
    "",
  ])("%s is not only a greeting", (text) => {
    expect(isGreeting(text)).toBe(false);
  });
});

describe("isThanks", () => {
  it("recognises thanks", () => {
    expect(isThanks("Thanks a lot!")).toBe(true);
    expect(isThanks("thank you")).toBe(true);
    expect(isThanks("Thanksgiving opening hours?")).toBe(false);
  });
});

describe("asksForPerson", () => {
  it.each([
    "talk to a person",
    "Can I talk to a human please?",
    "human",
    "Human!",
    "agent",
    "Agent please",
    "real person",
    "A real person, please",
    "speak to someone",
    "I'd like to speak with someone from your team",
    "Can I speak to a real person?",
    "connect me to an agent",
    "Please transfer me to customer service",
    "put me through to a human",
    "I want a human",
    "I need a real person",
    "get me a representative",
    "Can I get a live agent?",
    "is there someone I can talk to?",
    "Is there a human here?",
    "I want to talk to the team",
    "let me speak to your manager",
    "hi, can I chat with a person",
    "operator",
    "talk to human",
    "not sure, can I talk to someone?",
    "Why can't I talk to a person?",
    "I WANT TO SPEAK TO A HUMAN BEING",
    "Can you connect me with a support agent?",
  ])("%s asks for a person", (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    "Are you a human?",
    "are you a real person or a bot",
    "Am I talking to a human?",
    "I don't want to talk to a person",
    "no need for a human, thanks",
    "I do not need an agent",
    "What are your opening hours?",
    "Can you talk me through the returns policy?",
    "Do you have a human resources department?",
    "I need human resources",
    "I need someone to fix my order",
    "How many people work in your shop?",
    "My agent told me the parcel was lost",
    "hello there",
    "",
  ])("%s does not ask for a person", (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});

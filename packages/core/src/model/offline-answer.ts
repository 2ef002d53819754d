import type { HandoffOutcome } from "./model-provider";
import { asksForPerson, isGreeting, isThanks } from "./offline-phrases";

/**
 * How the built-in offline answerer replies when no language model is configured. It never
 * pretends to be a model and never promises what will not happen: it recognises greetings, thanks
 * and requests for a person (what it says to those is what the turn did about them, see
 * `HandoffOutcome`; without one, that it cannot connect the visitor to a person), answers from the
 * agent's knowledge (passages given to it) when a passage clearly matches the question, and
 * otherwise says plainly that it cannot answer. Replies are deterministic.
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can could do does for from have how i in is it me my of on or our please that the this to us was we what when where which who why will with you your".split(
    " ",
  ),
);

export const OFFLINE_REPLIES = {
  greeting: "Hello! How can I help you today?",
  thanks: "You're welcome! Is there anything else I can help you with?",
  /** to a request for a person, by what the turn did about it */
  handoff: {
    requested: "I've asked a person from the team to join this chat. They will answer here as soon as they can.",
    requested_offline:
      "The team is offline right now, but I've passed on your request: someone will answer in this chat when they are back.",
    team_offline:
      "The team is offline right now, so I can't connect you to a person. Please try again later, or ask me your question and I'll do my best to help.",
    unavailable:
      "I'm sorry, I can't connect you to a person here. I'm an automated assistant, but I'll do my best to help: what would you like to know?",
  } satisfies Record<HandoffOutcome, string>,
  unknown: "I'm sorry, I can't answer that reliably right now. Could you rephrase your question?",
  knowledge: (passage: string) => `Here is what I found: ${passage}`,
} as const;

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/** The passage that shares the most words with the question (at least two, or one for a one-word question). */
export function bestPassage(question: string, passages: readonly string[]): string | null {
  const asked = new Set(words(question));
  if (asked.size === 0) return null;
  let best: { passage: string; score: number } | null = null;
  for (const passage of passages) {
    const score = new Set(words(passage).filter((word) => asked.has(word))).size;
    if (score > (best?.score ?? 0)) best = { passage, score };
  }
  const needed = asked.size === 1 ? 1 : 2;
  return best && best.score >= needed ? best.passage.trim() : null;
}

/** Longest quote of a passage; a longer one is cut after its last full sentence within it. */
export const MAX_QUOTE_CHARS = 600;

export function quotePassage(passage: string): string {
  const text = passage.replace(/\s+/g, " ").trim();
  if (text.length <= MAX_QUOTE_CHARS) return text;
  const cut = text.slice(0, MAX_QUOTE_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > MAX_QUOTE_CHARS / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}...`;
}

/**
 * The offline reply to a question. `ranked`: the passages come from the agent's knowledge search,
 * best first and each relevant enough; the first is quoted, and none means it does not know.
 * Otherwise the passage sharing the most words with the question is quoted, if one clearly does.
 * `handoff`: what the turn did about a request for a person (none: nothing, so it says it cannot
 * connect the visitor to a person).
 */
export function offlineAnswer(
  question: string,
  knowledge: readonly string[] = [],
  ranked = false,
  handoff?: HandoffOutcome,
): string {
  if (handoff) return OFFLINE_REPLIES.handoff[handoff];
  if (asksForPerson(question)) return OFFLINE_REPLIES.handoff.unavailable;
  if (isGreeting(question)) return OFFLINE_REPLIES.greeting;
  if (isThanks(question)) return OFFLINE_REPLIES.thanks;
  const passage = ranked ? (knowledge[0]?.trim() ?? null) : bestPassage(question, knowledge);
  return passage ? OFFLINE_REPLIES.knowledge(quotePassage(passage)) : OFFLINE_REPLIES.unknown;
}

import { describe, expect, it } from "vitest";
import { offlineAnswer, OFFLINE_REPLIES, quotePassage } from "../model/offline-answer";
import { createOfflineProvider } from "../model/offline-provider";
import { buildModelRequest, KNOWLEDGE_INSTRUCTIONS } from "./build-model-request";
import { sourcesOf } from "./turn-knowledge";

const passage = (title: string, url: string | null, content: string) => ({
  chunkId: `${title}-${content.length}`,
  sourceId: "s1",
  title,
  url,
  content,
  score: 0.9,
});
const debug = { method: "simple" as const, used: "simple" as const, words: [], ms: 1 };

describe("knowledge in the model request", () => {
  it("lists the passages with title and URL and asks for citations", () => {
    const request = buildModelRequest({}, [{ role: "user", content: "When do you open?" }], {
      passages: [passage("Opening hours", "https://shop.example/hours", "We open at 9.")],
      threshold: 0.2,
      debug,
    });
    expect(request.system).toContain(KNOWLEDGE_INSTRUCTIONS.answer);
    expect(request.system).toContain("[1] Opening hours (https://shop.example/hours)\nWe open at 9.");
    expect(request.knowledge).toEqual(["We open at 9."]);
    expect(request.knowledgeRanked).toBe(true);
  });

  it("says no knowledge matched when no passage passed the threshold, and nothing without a search", () => {
    const none = buildModelRequest({}, [], { passages: [], threshold: 0.9, debug });
    expect(none.system).toContain(KNOWLEDGE_INSTRUCTIONS.none);
    const unsearched = buildModelRequest({}, []);
    expect(unsearched.system).not.toContain(KNOWLEDGE_INSTRUCTIONS.none);
    expect(unsearched.knowledge).toBeUndefined();
  });

  it("cites each page once", () => {
    expect(
      sourcesOf([
        passage("Hours", "https://shop.example/hours", "a"),
        passage("Hours", "https://shop.example/hours", "b"),
        passage("Notes", null, "c"),
        passage("Notes", null, "d"),
      ]),
    ).toEqual([
      { title: "Hours", url: "https://shop.example/hours" },
      { title: "Notes", url: null },
    ]);
  });

  it("offline, quotes the best ranked passage or says it does not know", async () => {
    expect(offlineAnswer("When do you open?", ["Opening hours: 9 to 6.", "Other"], true)).toBe(
      OFFLINE_REPLIES.knowledge("Opening hours: 9 to 6."),
    );
    expect(offlineAnswer("When do you open?", [], true)).toBe(OFFLINE_REPLIES.unknown);
    const long = `${"Our shop is open. ".repeat(50)}`;
    expect(quotePassage(long).length).toBeLessThanOrEqual(600);
    expect(quotePassage(long).endsWith(".")).toBe(true);
    // a passage mentioning CSS is still knowledge, not a CSS request
    const reply = await createOfflineProvider().complete({
      system: "Answer from the passages. CSS is mentioned.",
      messages: [{ role: "user", content: "Do you style pages?" }],
      knowledge: ["We write CSS for shops."],
      knowledgeRanked: true,
    });
    expect(reply.text).toBe(OFFLINE_REPLIES.knowledge("We write CSS for shops."));
  });
});

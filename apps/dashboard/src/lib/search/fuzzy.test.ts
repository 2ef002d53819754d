import { describe, expect, it } from "vitest";
import { editDistance, normalize, scoreText } from "./fuzzy";

describe("normalize", () => {
  it("lower-cases, drops accents and collapses separators", () => {
    expect(normalize("  Human   Handoff ")).toBe("human handoff");
    expect(normalize("Réglages")).toBe("reglages");
    expect(normalize("settings?tab=handoff")).toBe("settings tab handoff");
    expect(normalize("--")).toBe("");
  });
});

describe("scoreText", () => {
  it("gives nothing for empty input or no match", () => {
    expect(scoreText("", "Settings")).toBe(0);
    expect(scoreText("   ", "Settings")).toBe(0);
    expect(scoreText("abc", "")).toBe(0);
    expect(scoreText("xyz", "Settings")).toBe(0);
  });

  it("scores an exact match 1, ignoring case and spacing", () => {
    expect(scoreText("settings", "Settings")).toBe(1);
    expect(scoreText("KNOWLEDGE  base", "Knowledge Base")).toBe(1);
  });

  it("ranks exact > prefix > word start > substring > subsequence", () => {
    const exact = scoreText("analytics", "analytics");
    const prefix = scoreText("analy", "analytics");
    const wordStart = scoreText("analy", "web analytics");
    const substring = scoreText("naly", "analytics");
    const subsequence = scoreText("anlt", "analytics");
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(substring);
    expect(substring).toBeGreaterThan(subsequence);
    expect(subsequence).toBeGreaterThan(0);
  });

  it("scores longer prefixes higher, staying below an exact match", () => {
    const scores = ["s", "se", "set", "sett", "setti", "settin", "setting"].map((q) => scoreText(q, "settings"));
    for (let i = 1; i < scores.length; i += 1) expect(scores[i]).toBeGreaterThan(scores[i - 1] ?? 1);
    expect(scores.at(-1)).toBeLessThan(0.95);
    expect(scoreText("setting", "settings")).toBeGreaterThan(0.8);
  });

  it("scores a whole later word 0.8 and its start less", () => {
    expect(scoreText("handoff", "Human Handoff")).toBeCloseTo(0.8, 5);
    expect(scoreText("hand", "Human Handoff")).toBeGreaterThan(0.5);
    expect(scoreText("hand", "Human Handoff")).toBeLessThan(0.8);
  });

  it("matches initials", () => {
    expect(scoreText("kb", "Knowledge Base")).toBe(0.75);
    expect(scoreText("pn", "Phone Numbers")).toBe(0.75);
    expect(scoreText("k", "Knowledge Base")).toBeLessThanOrEqual(0.5);
  });

  it("matches characters in order, closer together scoring higher", () => {
    expect(scoreText("anltcs", "Analytics")).toBeGreaterThan(0.3);
    expect(scoreText("anltcs", "Analytics")).toBeLessThanOrEqual(0.5);
    expect(scoreText("vlib", "Voice Library")).toBeGreaterThan(scoreText("vlib", "Voice settings and a library"));
    expect(scoreText("stg", "Settings")).toBeGreaterThan(0);
    expect(scoreText("gts", "Settings")).toBe(0);
    // two scattered letters say nothing
    expect(scoreText("kn", "tracking")).toBe(0);
  });

  it("forgives a typo in longer words, with a possible-match score", () => {
    const swapped = scoreText("hnadoff", "Handoff");
    expect(swapped).toBeGreaterThan(0.3);
    expect(swapped).toBeLessThan(0.6);
    expect(scoreText("setings", "Settings")).toBeGreaterThan(0.3);
    expect(scoreText("anaytics", "Analytics")).toBeGreaterThan(0.3);
    // a different first letter or a short word is not a typo
    expect(scoreText("stats", "chats")).toBe(0);
    expect(scoreText("cat", "bat")).toBe(0);
  });

  it("never lets one character be more than a possible match", () => {
    expect(scoreText("s", "Settings")).toBeLessThanOrEqual(0.5);
    expect(scoreText("u", "UI")).toBeLessThanOrEqual(0.5);
  });

  it("stays within 0..1", () => {
    const texts = ["Settings", "Human Handoff", "Knowledge Base", "Phone Numbers", "a", "aaaa aaaa"];
    const queries = ["a", "aa", "set", "hand off", "kb", "aaaa", "zzzz", "phone numbers x"];
    for (const text of texts) {
      for (const query of queries) {
        const score = scoreText(query, text);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "abd")).toBe(1);
    expect(editDistance("abc", "ab")).toBe(1);
    expect(editDistance("abc", "acb")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { fuseScores } from "./fuse-scores";
import { orQuery, planQuery } from "./plan-query";
import { queryWords } from "./query-words";
import { withinChars, type KnowledgePassage } from "./search-knowledge";
import { closestWord, trigramSimilarity, trigrams } from "./trigram";
import { cosine } from "./vector-search";

const passage = (content: string, score = 0.5): KnowledgePassage => ({
  chunkId: content.slice(0, 5),
  sourceId: "s",
  title: "t",
  url: null,
  content,
  score,
});

describe("retrieval pieces", () => {
  it("keeps the words of a question that can match knowledge", () => {
    expect(queryWords("How much does delivery cost to Spain?")).toEqual(["delivery", "cost", "spain"]);
    expect(queryWords("When do you open?")).toEqual(["open"]);
    expect(queryWords("hi!")).toEqual([]);
    expect(
      queryWords("a b c d e f g h i j k l m n o p q r s t u v w x y z aa bb cc dd ee ff gg hh ii jj kk ll mm"),
    ).toHaveLength(12);
  });

  it("weights rare words more, caps absent ones and corrects misspellings with the agent's vocabulary", () => {
    const stems = new Map([
      ["delivry", ["delivri"]],
      ["cost", ["cost"]],
      ["the", []],
    ]);
    const plain = planQuery(["delivry", "cost", "the"], stems, undefined);
    expect(plain.terms.map((term) => term.weight)).toEqual([1, 1]);
    expect(plain.selective).toBe(true);

    const stats = {
      chunks: 100,
      documentFrequency: new Map([
        ["deliveri", 5],
        ["cost", 60],
      ]),
      loadedAt: Date.now(),
    };
    const plan = planQuery(["delivry", "cost"], stems, stats);
    const [typo, cost] = plan.terms;
    expect(typo?.stems.map((stem) => stem.stem)).toEqual(["delivri", "deliveri"]);
    expect(typo?.stems[1]?.credit).toBeGreaterThan(0.7);
    expect(typo?.weight ?? 0).toBeGreaterThan(cost?.weight ?? 0);
    // "cost" is in 60% of the chunks: only the rare word selects candidates
    expect(plan.candidateStems).toEqual(["deliveri", "delivri"]);
    expect(orQuery(["it's", "a\\b"])).toBe("'it''s' | 'a\\\\b'");
  });

  it("measures trigram similarity like pg_trgm", () => {
    expect(trigramSimilarity(trigrams("word"), trigrams("word"))).toBe(1);
    expect(trigramSimilarity(trigrams("shipe"), trigrams("ship"))).toBeCloseTo(4 / 7);
    expect(closestWord("waranti", ["warranti", "tent"], 0.45)?.word).toBe("warranti");
    expect(closestWord("xyz", ["warranti"], 0.45)).toBeNull();
  });

  it("fuses text and vector scores in 0..1, one strong signal enough", () => {
    expect(fuseScores(0, 0.8)).toBeCloseTo(0.6);
    expect(fuseScores(1, 0.6)).toBeCloseTo(0.9);
    expect(fuseScores(1, 1)).toBe(1);
    expect(fuseScores(0, 0)).toBe(0);
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });

  it("keeps passages within the character budget", () => {
    const kept = withinChars([passage("a".repeat(50)), passage("b".repeat(40)), passage("c".repeat(5))], 95);
    expect(kept.map((p) => p.content.length)).toEqual([50, 40, 5]);
    expect(withinChars([passage("a".repeat(50)), passage("b".repeat(60))], 100).map((p) => p.content.length)).toEqual([
      50,
    ]);
    expect(withinChars([passage("a".repeat(500))], 100)[0]?.content).toHaveLength(100);
  });
});

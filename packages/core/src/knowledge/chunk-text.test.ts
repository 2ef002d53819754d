import { describe, expect, it } from "vitest";
import { chunkText } from "./chunk-text";

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("chunkText", () => {
  it("keeps short text in one chunk", () => {
    expect(chunkText("Hello there.\n\nSecond paragraph.", 100)).toEqual([
      { heading: "", content: "Hello there.\n\nSecond paragraph." },
    ]);
    expect(chunkText("  \n\n ", 100)).toEqual([]);
  });

  it("packs small sections together and starts a section that does not fit in a new chunk", () => {
    const text = ["# Intro", "Short intro.", "## Prices", "Pro costs $10.", "## Refunds", words(20, "refund")].join(
      "\n\n",
    );
    const chunks = chunkText(text, 60);
    expect(chunks).toEqual([
      { heading: "Intro", content: "Intro\n\nShort intro.\n\nPrices\n\nPro costs $10." },
      { heading: "Refunds", content: `Refunds\n\n${words(7, "refund")}` },
      { heading: "Refunds", content: words(8, "refund") },
      { heading: "Refunds", content: words(5, "refund") },
    ]);
  });

  it("prefers paragraphs, then sentences, then words, and never exceeds the size", () => {
    const paragraph = "One sentence here. Another sentence there! A third one? Yes.";
    const text = `${paragraph}\n\n${paragraph}\n\n${words(30)}`;
    const chunks = chunkText(text, 70);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(70);
    expect(chunks[0]?.content).toBe(paragraph);
    expect(chunks[1]?.content).toBe(paragraph);
    expect(chunkText(paragraph, 40).map((chunk) => chunk.content)).toEqual([
      "One sentence here.",
      "Another sentence there! A third one?",
      "Yes.",
    ]);
    // every word whole
    for (const chunk of chunkText(words(30), 23)) expect(chunk.content).toMatch(/^word( word)*$/);
  });

  it("cuts a word only when it is longer than a chunk", () => {
    const long = "x".repeat(25);
    expect(chunkText(`short ${long} end`, 10).map((chunk) => chunk.content)).toEqual([
      "short",
      "xxxxxxxxxx",
      "xxxxxxxxxx",
      "xxxxx end",
    ]);
  });

  it("carries the nearest heading into continuation chunks and drops the # marks", () => {
    const text = `Preamble text.\n\n### Deep heading\n\n${words(8, "alpha")}\n\n${words(10, "beta")}`;
    const chunks = chunkText(text, 70);
    expect(chunks.map((chunk) => chunk.heading)).toEqual(["", "Deep heading", "Deep heading"]);
    expect(chunks[1]?.content.startsWith("Deep heading\n\n")).toBe(true);
    expect(chunks.map((chunk) => chunk.content).join("\n")).not.toContain("#");
  });

  it("keeps a heading with the start of a long paragraph instead of alone", () => {
    const chunks = chunkText(`## Shipping\n\n${words(30, "parcel")}`, 50);
    expect(chunks[0]?.content).toMatch(/^Shipping\n\nparcel parcel/);
    expect(chunks.every((chunk) => chunk.heading === "Shipping" && chunk.content.length <= 50)).toBe(true);
  });

  it("loses no text", () => {
    const text = `# A\n\n${words(50, "lorem")}\n\n## B\n\n${words(40, "ipsum")}. ${words(3, "dolor")}`;
    const joined = chunkText(text, 57)
      .map((chunk) => chunk.content)
      .join(" ");
    expect(joined.replace(/\s+/g, " ")).toBe(text.replace(/#+ /g, "").replace(/\s+/g, " "));
  });
});

import { describe, expect, it } from "vitest";
import { KNOWLEDGE_MESSAGES } from "./knowledge";
import {
  ZAddUrlSourceInput,
  isHttpUrl,
  knowledgeDocExtension,
  knowledgeUploadPath,
  nameFromUrl,
  qaPairsToText,
  zKnowledgeTags,
} from "./knowledge-procedures";

describe("knowledge procedure contracts", () => {
  it("accepts only http and https URLs without credentials", () => {
    expect(isHttpUrl("https://example.com/help")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("ftp://example.com")).toBe(false);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("https://user:pw@example.com")).toBe(false);
    expect(isHttpUrl("example.com")).toBe(false);
  });

  it("names a URL source after its host and path", () => {
    expect(nameFromUrl("https://docs.example.com/guide/")).toBe("docs.example.com/guide");
    expect(nameFromUrl("https://example.com/")).toBe("example.com");
  });

  it("fills in the crawl defaults and refuses a bad URL with the message", () => {
    const parsed = ZAddUrlSourceInput.parse({ region: "eu", agentId: "A".repeat(16), url: " https://a.example/ " });
    expect(parsed).toMatchObject({ url: "https://a.example/", mode: "page", maxDepth: 3, maxPages: 100, tags: [] });
    const refused = ZAddUrlSourceInput.safeParse({ region: "eu", agentId: "A".repeat(16), url: "ftp://a" });
    expect(refused.error?.issues[0]?.message).toBe(KNOWLEDGE_MESSAGES.invalidUrl);
  });

  it("stores Q&A pairs as text", () => {
    expect(
      qaPairsToText([
        { question: "Q1?", answer: "A1." },
        { question: "Q2?", answer: "A2." },
      ]),
    ).toBe("Q: Q1?\nA: A1.\n\nQ: Q2?\nA: A2.");
  });

  it("drops repeated tags and refuses more than 10", () => {
    expect(zKnowledgeTags.parse([" a", "a", "b "])).toEqual(["a", "b"]);
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(zKnowledgeTags.safeParse(many).error?.issues[0]?.message).toBe(KNOWLEDGE_MESSAGES.tooManyTags);
  });

  it("reads an upload's workspace and storage path, and the document type", () => {
    expect(knowledgeUploadPath("/uploads/knowledge/ABCDEFGHIJKLMNO/Ab12Cd34.pdf")).toEqual({
      path: "knowledge/ABCDEFGHIJKLMNO/Ab12Cd34.pdf",
      workspaceId: "ABCDEFGHIJKLMNO",
    });
    expect(knowledgeUploadPath("/uploads/knowledge/ABCDEFGHIJKLMNO/../x.pdf")).toBeNull();
    expect(knowledgeUploadPath("/uploads/users/ABCDEFGHIJKLMNO/x.pdf")).toBeNull();
    expect(knowledgeDocExtension("Report.DOCX")).toBe("docx");
    expect(knowledgeDocExtension("archive.zip")).toBeNull();
    expect(knowledgeDocExtension("noext")).toBeNull();
  });
});

import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { checkKnowledgeUpload } from "./upload-rules";

describe("checkKnowledgeUpload", () => {
  it("accepts the document types up to 20 MB, typed by extension", () => {
    expect(checkKnowledgeUpload({ name: "Manual.PDF", size: 10 })).toEqual({
      ok: true,
      ext: "pdf",
      contentType: "application/pdf",
    });
    expect(checkKnowledgeUpload({ name: "notes.md", size: 20 * 1024 * 1024 })).toMatchObject({ ok: true, ext: "md" });
  });

  it("refuses other types, empty and oversized files with the messages", () => {
    expect(checkKnowledgeUpload({ name: "tool.exe", size: 10 })).toEqual({
      ok: false,
      error: KNOWLEDGE_MESSAGES.unsupportedFile,
      status: 400,
    });
    expect(checkKnowledgeUpload({ name: "big.pdf", size: 20 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      error: KNOWLEDGE_MESSAGES.fileTooLarge,
      status: 413,
    });
    expect(checkKnowledgeUpload({ name: "empty.txt", size: 0 })).toMatchObject({ ok: false, status: 400 });
  });
});

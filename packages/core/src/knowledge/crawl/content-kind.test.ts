import { describe, expect, it } from "vitest";
import { contentKind, documentFileName } from "./content-kind";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("contentKind", () => {
  it("goes by the content type", () => {
    expect(contentKind("text/html; charset=utf-8", "https://e.com/", bytes("<p>"))).toBe("html");
    expect(contentKind("application/pdf", "https://e.com/a", bytes("%PDF-1.4"))).toBe("pdf");
    expect(
      contentKind(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "https://e.com/a",
        bytes("PK"),
      ),
    ).toBe("docx");
    expect(contentKind("image/png", "https://e.com/a.html", bytes("<html>"))).toBeNull();
    expect(contentKind("application/json", "https://e.com/a", bytes("{}"))).toBeNull();
  });

  it("sniffs untyped answers", () => {
    expect(contentKind(null, "https://e.com/a", bytes("%PDF-1.7 ..."))).toBe("pdf");
    expect(contentKind("application/octet-stream", "https://e.com/faq.docx", bytes("PK\u0003\u0004"))).toBe("docx");
    expect(contentKind("", "https://e.com/", bytes("  <!DOCTYPE html><html>"))).toBe("html");
    expect(contentKind("application/octet-stream", "https://e.com/x.zip", bytes("PK\u0003\u0004"))).toBeNull();
  });
});

describe("documentFileName", () => {
  it("is the last segment with the kind's extension", () => {
    expect(documentFileName("https://e.com/docs/warranty.pdf", "pdf")).toBe("warranty.pdf");
    expect(documentFileName("https://e.com/download?id=3", "pdf")).toBe("download.pdf");
    expect(documentFileName("https://e.com/", "docx")).toBe("document.docx");
    expect(documentFileName("https://e.com/My%20FAQ.docx", "docx")).toBe("My FAQ.docx");
  });
});

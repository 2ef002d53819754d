import { buildDocx, buildPdf } from "@parlo/testing/build-documents";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { KnowledgeError } from "../knowledge-error";
import { extractDocument } from "./extract-document";

const encode = (text: string) => new TextEncoder().encode(text);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof KnowledgeError)) throw new Error(`expected a KnowledgeError, got ${String(error)}`);
  return error.message;
}

describe("extractDocument", () => {
  it("reads the text of a PDF, page by page, with its title", async () => {
    const pdf = buildPdf([["Hello PDF world.", "Refunds (within 30 days)."], ["Second page text."]], {
      title: "Handbook",
    });
    const result = await extractDocument(pdf, "handbook.pdf", "application/pdf");
    expect(result.title).toBe("Handbook");
    expect(result.text).toBe("Hello PDF world.\nRefunds (within 30 days).\n\nSecond page text.");
  });

  it("falls back to the file name as the title", async () => {
    const result = await extractDocument(buildPdf([["Text"]]), "uploads/My%20Guide.pdf");
    expect(result.title).toBe("My Guide");
  });

  it("reads a DOCX with its headings kept", async () => {
    const docx = await buildDocx([
      { heading: 1, text: "Employee guide" },
      { text: "Welcome aboard." },
      { heading: 2, text: "Holidays" },
      { text: "25 days & bank holidays." },
    ]);
    const result = await extractDocument(docx, "guide.docx");
    expect(result.title).toBe("Employee guide");
    expect(result.text).toBe("# Employee guide\n\nWelcome aboard.\n\n## Holidays\n\n25 days & bank holidays.");
  });

  it("reads plain text, Markdown (headings kept), CSV (header: value lines) and HTML", async () => {
    expect(await extractDocument(encode("\uFEFFLine one\r\nLine two\r\n\r\n\r\n\r\nNext"), "notes.txt")).toEqual({
      title: "notes",
      text: "Line one\nLine two\n\nNext",
    });
    expect(
      await extractDocument(
        encode(
          "Intro\n=====\n\nSee [the docs](https://x.example) ![logo](l.png)\n\n```\ncode\n```\n## Setup ##\nRun it.",
        ),
        "readme.md",
      ),
    ).toEqual({ title: "Intro", text: "# Intro\n\nSee the docs logo\n\ncode\n\n## Setup\n\nRun it." });
    expect(
      await extractDocument(
        encode('Question;Answer\n"Do you ship; abroad?";"Yes, ""worldwide""\nin 5 days"\n;\n'),
        "faq.csv",
      ),
    ).toEqual({ title: "faq", text: 'Question: Do you ship; abroad?\nAnswer: Yes, "worldwide" in 5 days' });
    expect(await extractDocument(encode("<title>Page</title><p>Body</p>"), "page.htm")).toEqual({
      title: "Page",
      text: "Body",
    });
  });

  it("uses the content type when the name has no known extension", async () => {
    expect((await extractDocument(buildPdf([["From a URL"]]), "/download", "application/pdf; qs=1")).text).toBe(
      "From a URL",
    );
    expect((await extractDocument(encode("<h2>Doc</h2>"), "/page", "text/html")).text).toBe("## Doc");
  });

  it("decodes Windows-1252 text that is not UTF-8", async () => {
    expect((await extractDocument(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), "a.txt")).text).toBe("café");
  });

  it("refuses unsupported types", async () => {
    expect(await refusal(extractDocument(encode("x"), "sheet.xlsx"))).toBe(KNOWLEDGE_MESSAGES.unsupportedFile);
    expect(await refusal(extractDocument(encode("x"), "noextension"))).toBe(KNOWLEDGE_MESSAGES.unsupportedFile);
  });

  it("refuses a corrupt PDF, a renamed binary and a zip that is not a DOCX", async () => {
    const pdf = buildPdf([["Hello"]]);
    const truncated = pdf.subarray(0, 40);
    expect(await refusal(extractDocument(truncated, "broken.pdf"))).toBe(KNOWLEDGE_MESSAGES.corruptFile);
    expect(await refusal(extractDocument(encode("%PDF-1.7\n this is garbage"), "garbage.pdf"))).toBe(
      KNOWLEDGE_MESSAGES.corruptFile,
    );
    expect(await refusal(extractDocument(encode("just text"), "fake.pdf"))).toBe(KNOWLEDGE_MESSAGES.corruptFile);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusal(extractDocument(png, "image.txt"))).toBe(KNOWLEDGE_MESSAGES.corruptFile);
    expect(await refusal(extractDocument(pdf, "renamed.docx"))).toBe(KNOWLEDGE_MESSAGES.corruptFile);
    expect(await refusal(extractDocument(pdf, "renamed.csv"))).toBe(KNOWLEDGE_MESSAGES.corruptFile);
    const docx = await buildDocx([{ text: "Hello" }]);
    expect(await refusal(extractDocument(docx.subarray(0, docx.length - 200), "cut.docx"))).toBe(
      KNOWLEDGE_MESSAGES.corruptFile,
    );
    expect(await refusal(extractDocument(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0]), "empty-zip.docx"))).toBe(
      KNOWLEDGE_MESSAGES.corruptFile,
    );
  });

  it("refuses documents without text", async () => {
    expect(await refusal(extractDocument(new Uint8Array(), "empty.txt"))).toBe(KNOWLEDGE_MESSAGES.emptyDocument);
    expect(await refusal(extractDocument(encode("  \n\n "), "blank.md"))).toBe(KNOWLEDGE_MESSAGES.emptyDocument);
    expect(await refusal(extractDocument(buildPdf([[]]), "blank.pdf"))).toBe(KNOWLEDGE_MESSAGES.emptyDocument);
    expect(await refusal(extractDocument(encode("<script>x()</script>"), "script.html"))).toBe(
      KNOWLEDGE_MESSAGES.emptyDocument,
    );
    expect(await refusal(extractDocument(encode("Only,Header\n"), "head.csv"))).toBe(KNOWLEDGE_MESSAGES.emptyDocument);
  });
});

import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { KnowledgeError } from "../knowledge-error";
import { csvText } from "./csv-text";
import { decodeText, normalizeText } from "./decode-text";
import { docxText } from "./docx-text";
import { htmlToText } from "./html-to-text";
import { markdownText } from "./markdown-text";
import { pdfText } from "./pdf-text";
import { bytesMatchKind, documentKind, type DocumentKind } from "./sniff-document";

async function extract(kind: DocumentKind, bytes: Uint8Array): Promise<{ title: string; text: string }> {
  switch (kind) {
    case "pdf":
      return pdfText(bytes);
    case "docx":
      return docxText(bytes);
    case "html": {
      const { title, text } = htmlToText(decodeText(bytes));
      return { title, text };
    }
    case "md":
      return markdownText(decodeText(bytes));
    case "csv":
      return { title: "", text: csvText(decodeText(bytes)) };
    case "txt":
      return { title: "", text: normalizeText(decodeText(bytes)) };
  }
}

/** The file name without folders and extension, as a fallback title. */
function baseName(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  let name = dot > 0 ? base.slice(0, dot) : base;
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded: kept as it is
  }
  return name.trim();
}

/**
 * The title and clean text of an uploaded or downloaded document (PDF, DOCX, TXT, Markdown, CSV,
 * HTML). The type comes from the file name's extension (else the content type) and the bytes must
 * agree with it. Throws KnowledgeError: unsupportedFile for another type, corruptFile for bytes that
 * are not what the name says (a renamed binary, a damaged PDF or DOCX), emptyDocument when no text
 * is found.
 */
export async function extractDocument(
  bytes: Uint8Array,
  fileName: string,
  mimeType?: string,
): Promise<{ title: string; text: string }> {
  const kind = documentKind(fileName, mimeType);
  if (!kind) throw new KnowledgeError(KNOWLEDGE_MESSAGES.unsupportedFile);
  if (bytes.length === 0) throw new KnowledgeError(KNOWLEDGE_MESSAGES.emptyDocument);
  if (!bytesMatchKind(bytes, kind)) throw new KnowledgeError(KNOWLEDGE_MESSAGES.corruptFile);
  const { title, text } = await extract(kind, bytes);
  const clean = normalizeText(text);
  if (!clean) throw new KnowledgeError(KNOWLEDGE_MESSAGES.emptyDocument);
  return { title: title.trim() || baseName(fileName), text: clean };
}

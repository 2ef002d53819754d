import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { KnowledgeError } from "../knowledge-error";
import { htmlToText } from "./html-to-text";

/**
 * The text of a Word document (DOCX): converted to HTML by mammoth (Word's heading styles become
 * h1..h6, lists and tables keep their shape), then read like a page by htmlToText. Images are left
 * out and linked files are never opened. A file mammoth cannot read is a KnowledgeError (corruptFile).
 */
export async function docxText(bytes: Uint8Array): Promise<{ title: string; text: string }> {
  const mammoth = await import("mammoth");
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })),
      },
    );
    html = result.value;
  } catch {
    throw new KnowledgeError(KNOWLEDGE_MESSAGES.corruptFile);
  }
  const { title, text } = htmlToText(html);
  return { title, text };
}

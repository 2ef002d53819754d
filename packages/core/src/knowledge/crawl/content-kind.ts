import { KNOWLEDGE_DOC_TYPES } from "@parlo/validators";

export type ContentKind = "html" | "pdf" | "docx";

const UNTYPED = new Set(["", "application/octet-stream", "binary/octet-stream", "application/download"]);

function startsWith(body: Uint8Array, text: string): boolean {
  if (body.length < text.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (body[index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * What a crawled response is, by its Content-Type (HTML, PDF, DOCX), or for untyped answers
 * (none, octet-stream) by its first bytes and the URL's extension. Null for anything else.
 */
export function contentKind(contentType: string | null, url: string, body: Uint8Array): ContentKind | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/html" || type === "application/xhtml+xml") return "html";
  if (type === KNOWLEDGE_DOC_TYPES.pdf || type === "application/x-pdf") return "pdf";
  if (type === KNOWLEDGE_DOC_TYPES.docx) return "docx";
  if (!UNTYPED.has(type)) return null;
  if (startsWith(body, "%PDF-")) return "pdf";
  const path = new URL(url).pathname.toLowerCase();
  if (startsWith(body, "PK") && path.endsWith(".docx")) return "docx";
  const head = Buffer.from(body.subarray(0, 512)).toString("utf8").trimStart().toLowerCase();
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) return "html";
  return null;
}

/** A file name for a crawled document (its last path segment), with the extension of its kind. */
export function documentFileName(url: string, kind: "pdf" | "docx"): string {
  const segment = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // keep it encoded
  }
  if (!name) name = "document";
  return name.toLowerCase().endsWith(`.${kind}`) ? name : `${name}.${kind}`;
}

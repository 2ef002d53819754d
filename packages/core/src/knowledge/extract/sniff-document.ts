import { KNOWLEDGE_DOC_TYPES } from "@parlo/validators";
import { fileExtension } from "../../upload/upload-rules";
import { looksBinary, startsWith } from "./decode-text";

export type DocumentKind = "pdf" | "docx" | "txt" | "md" | "csv" | "html";

const BY_EXTENSION: Record<keyof typeof KNOWLEDGE_DOC_TYPES, DocumentKind> = {
  pdf: "pdf",
  docx: "docx",
  txt: "txt",
  md: "md",
  csv: "csv",
  html: "html",
  htm: "html",
};

const BY_MIME_TYPE: Record<string, DocumentKind> = {
  "application/pdf": "pdf",
  [KNOWLEDGE_DOC_TYPES.docx]: "docx",
  "text/plain": "txt",
  "text/markdown": "md",
  "text/x-markdown": "md",
  "text/csv": "csv",
  "application/csv": "csv",
  "text/html": "html",
  "application/xhtml+xml": "html",
};

const isKnownExtension = (extension: string): extension is keyof typeof KNOWLEDGE_DOC_TYPES =>
  Object.hasOwn(BY_EXTENSION, extension);

/**
 * The kind of a document from its file name's extension, or from its content type when the name
 * has no known extension (a URL path like /report). Null when neither is a supported type.
 */
export function documentKind(fileName: string, mimeType?: string): DocumentKind | null {
  const extension = fileExtension(fileName);
  if (isKnownExtension(extension)) return BY_EXTENSION[extension];
  const type = (mimeType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return BY_MIME_TYPE[type] ?? null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const DOCX_MAIN_PART = new TextEncoder().encode("word/document.xml");

function indexOf(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): number {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let index = 0; index <= end; index++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

/**
 * Whether the bytes are what the kind says: a PDF has "%PDF-" in its first kilobyte, a DOCX is a zip
 * holding word/document.xml (zip entry names are stored uncompressed), a text kind is not binary.
 */
export function bytesMatchKind(bytes: Uint8Array, kind: DocumentKind): boolean {
  if (kind === "pdf") return indexOf(bytes, Uint8Array.from(PDF_MAGIC), 1024) >= 0;
  if (kind === "docx") return startsWith(bytes, ZIP_MAGIC) && indexOf(bytes, DOCX_MAIN_PART) >= 0;
  return !looksBinary(bytes);
}

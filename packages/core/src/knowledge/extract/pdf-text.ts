import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { KnowledgeError } from "../knowledge-error";

declare global {
  /** pdf.js looks here for its worker code and then runs it in the same thread ("fake worker"). */
  var pdfjsWorker: { WorkerMessageHandler: unknown } | undefined;
}

interface PositionedText {
  str: string;
  hasEOL: boolean;
  y: number;
  height: number;
}

/**
 * pdf.js (legacy build, for Node), loaded on first use. Its worker runs in this thread: the worker
 * module is imported here and handed over on `globalThis.pdfjsWorker`, so pdf.js neither starts a
 * worker thread nor loads a worker file by URL.
 */
async function loadPdfjs() {
  if (!globalThis.pdfjsWorker) {
    // @ts-expect-error -- pdf.js ships no type declarations for its worker module
    const worker: { WorkerMessageHandler: unknown } = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    globalThis.pdfjsWorker = { WorkerMessageHandler: worker.WorkerMessageHandler };
  }
  return import("pdfjs-dist/legacy/build/pdf.mjs");
}

/** One page's lines; a vertical gap well above the line height starts a new paragraph. */
function pageText(items: PositionedText[]): string {
  let text = "";
  let lineY: number | null = null;
  let lineHeight = 0;
  let atLineStart = true;
  for (const item of items) {
    if (atLineStart && lineY !== null && item.str.trim()) {
      const gap = Math.abs(lineY - item.y);
      text += gap > Math.max(lineHeight, item.height, 1) * 1.8 ? "\n\n" : "\n";
    }
    if (item.str) {
      text += item.str;
      if (item.str.trim()) {
        if (atLineStart) {
          lineY = item.y;
          lineHeight = item.height;
        }
        atLineStart = false;
      }
    }
    if (item.hasEOL) atLineStart = true;
  }
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The text of a PDF, page by page (pages and paragraphs separated by blank lines), and its title
 * from the document information when it has one. Nothing is loaded from the network (no fonts, no
 * worker file); a damaged, encrypted or non-PDF file is a KnowledgeError (corruptFile).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string; text: string }> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of the buffer it is given: hand it a copy
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch {
    await task.destroy().catch(() => undefined);
    throw new KnowledgeError(KNOWLEDGE_MESSAGES.corruptFile);
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const transform: unknown[] = item.transform;
        const y = typeof transform[5] === "number" ? transform[5] : 0;
        items.push({ str: item.str, hasEOL: item.hasEOL, y, height: item.height });
      }
      const text = pageText(items);
      if (text) pages.push(text);
      page.cleanup();
    }
    const metadata = await document.getMetadata().catch(() => null);
    const info: unknown = metadata?.info;
    const title =
      typeof info === "object" && info !== null && "Title" in info && typeof info.Title === "string"
        ? info.Title.trim()
        : "";
    return { title, text: pages.join("\n\n") };
  } catch (error) {
    if (error instanceof KnowledgeError) throw error;
    throw new KnowledgeError(KNOWLEDGE_MESSAGES.corruptFile);
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

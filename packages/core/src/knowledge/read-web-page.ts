import { KNOWLEDGE_DOC_TYPES, KNOWLEDGE_MAX_DOC_BYTES, KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { guardedFetch, type FetchGuardConfig, type GuardedResponse } from "../net/ssrf-guard";
import { contentKind, documentFileName } from "./crawl/content-kind";
import { fetchFailureReason } from "./crawl/fetch-failure-reason";
import { CRAWLER_USER_AGENT, crawlerHeaders } from "./crawl/user-agent";
import { extractDocument } from "./extract/extract-document";
import { htmlToText } from "./extract/html-to-text";
import { KnowledgeError } from "./knowledge-error";

const ACCEPT = `text/html,application/xhtml+xml,${KNOWLEDGE_DOC_TYPES.pdf},${KNOWLEDGE_DOC_TYPES.docx};q=0.9,*/*;q=0.5`;

/**
 * One web page read through the SSRF guard: an HTML page becomes its text (htmlToText), a PDF or
 * DOCX its document text (extractDocument). Every failure is a KnowledgeError with the reason the
 * owner sees: refused (private address), unreachable, timeout, too large, HTTP error, not a page,
 * no text (noPages).
 */
export async function readWebPage(
  url: string,
  fetchGuard: FetchGuardConfig,
  options: { userAgent?: string; signal?: AbortSignal } = {},
): Promise<{ title: string; text: string }> {
  let response: GuardedResponse;
  try {
    response = await guardedFetch(
      url,
      { headers: crawlerHeaders(options.userAgent ?? CRAWLER_USER_AGENT, ACCEPT), signal: options.signal },
      { ...fetchGuard, maxBytes: fetchGuard.maxBytes ?? KNOWLEDGE_MAX_DOC_BYTES },
    );
  } catch (error) {
    throw new KnowledgeError(fetchFailureReason(error));
  }
  if (!response.ok) throw new KnowledgeError(KNOWLEDGE_MESSAGES.httpError(response.status));
  const kind = contentKind(response.headers.get("content-type"), response.url, response.body);
  if (!kind) throw new KnowledgeError(KNOWLEDGE_MESSAGES.notHtml);
  if (kind === "html") {
    const { title, text } = htmlToText(response.text(), response.url);
    if (!text.trim()) throw new KnowledgeError(KNOWLEDGE_MESSAGES.noPages);
    return { title: title || new URL(response.url).hostname, text };
  }
  return extractDocument(response.body, documentFileName(response.url, kind), KNOWLEDGE_DOC_TYPES[kind]);
}

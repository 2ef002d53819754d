import { DomainError } from "@parlo/core";

/** Body caps of the public routes, checked before anything is parsed. */
export const BODY_LIMITS = {
  /** a chat message, a conversation start, a lead form, a handoff request */
  runtime: 64 * 1024,
  /** a partial agent update through the API (prompts and knowledge-sized settings) */
  agentUpdate: 1024 * 1024,
  /** a workspace log entry (content up to 10,000 characters, metadata up to 16 KB) */
  workspaceLog: 64 * 1024,
  /** a Stripe event */
  stripeWebhook: 1_000_000,
  /** a tRPC call from the dashboard (agent settings with nodes can be large) */
  trpc: 2 * 1024 * 1024,
} as const;

export const BODY_TOO_LARGE_MESSAGE = "The request body is too large.";

function tooLarge(): DomainError {
  return new DomainError("PAYLOAD_TOO_LARGE", BODY_TOO_LARGE_MESSAGE);
}

/**
 * The request body as text, refused (PAYLOAD_TOO_LARGE) as soon as it is known to pass `maxBytes`:
 * at once from Content-Length, or while streaming for a body sent without one, so an oversized body
 * is never held in memory or parsed.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The same request with its body read under `maxBytes` (for handlers that read the body
 * themselves, such as tRPC's): refused before parsing when it is larger.
 */
export async function withBodyLimit(request: Request, maxBytes: number): Promise<Request> {
  if (!request.body) return request;
  const body = await readBodyText(request, maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

import { z } from "zod";
import { devMailboxMessageSchema, type DevMailboxMessage } from "./stored-message";

export { extractCode } from "./extract-code";

const messagesResponseSchema = z.object({ messages: z.array(devMailboxMessageSchema) });

export interface WaitForMessageOptions {
  /** Base URL of the dev mailbox, e.g. `http://127.0.0.1:1080`. */
  mailboxUrl: string;
  /** Recipient address (case-insensitive). */
  to: string;
  /** Only accept messages received at or after this time. */
  since?: Date;
  timeoutMs?: number;
  pollIntervalMs?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the dev mailbox's `GET /api/messages?to=` until a message for `to` (received at or
 * after `since`, when given) is there, and returns the newest one. Rejects after `timeoutMs`.
 */
export async function waitForMessage({
  mailboxUrl,
  to,
  since,
  timeoutMs = 10_000,
  pollIntervalMs = 100,
}: WaitForMessageOptions): Promise<DevMailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  const endpoint = `${mailboxUrl.replace(/\/+$/, "")}/api/messages?to=${encodeURIComponent(to)}`;
  let lastError = "";
  for (;;) {
    const remaining = deadline - Date.now();
    try {
      const response = await fetch(endpoint, { signal: AbortSignal.timeout(Math.max(remaining, 1)) });
      if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
      const { messages } = messagesResponseSchema.parse(await response.json());
      const found = messages.find((message) => !since || Date.parse(message.date) >= since.getTime());
      if (found) return found;
      lastError = "";
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() + pollIntervalMs > deadline) {
      throw new Error(
        `No e-mail to ${to} arrived within ${timeoutMs} ms${lastError ? ` (last error: ${lastError})` : ""}`,
      );
    }
    await sleep(pollIntervalMs);
  }
}

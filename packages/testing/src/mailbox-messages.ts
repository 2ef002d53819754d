import type { DevMailboxMessage } from "@parlo/email/dev-mailbox";
import { inject } from "vitest";
import "./provided-context";

function isMessage(value: unknown): value is DevMailboxMessage {
  if (typeof value !== "object" || value === null) return false;
  return ["id", "from", "subject", "text", "html", "date"].every(
    (key) => key in value && typeof Reflect.get(value, key) === "string",
  );
}

/** Every message the test mailbox holds for an address (newest first), for counting e-mails. */
export async function mailboxMessagesTo(to: string): Promise<DevMailboxMessage[]> {
  const response = await fetch(`${inject("mailboxUrl")}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) {
    throw new Error("The dev mailbox answered no message list");
  }
  return body.messages.filter(isMessage);
}

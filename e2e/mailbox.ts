import { extractCode, waitForMessage } from "@parlo/email/dev-mailbox";

export const MAILBOX_URL = process.env.E2E_MAILBOX_URL ?? "http://localhost:1080";

/** The newest sign-in code e-mailed to an address, from the dev mailbox. */
export async function readCode(to: string, since: Date): Promise<string> {
  const message = await waitForMessage({ mailboxUrl: MAILBOX_URL, to, since, timeoutMs: 15_000 });
  const code = extractCode(message.text);
  if (!code) throw new Error(`No code in "${message.subject}"`);
  return code;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

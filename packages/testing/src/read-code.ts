import { extractCode, waitForMessage } from "@parlo/email/dev-mailbox";
import { inject } from "vitest";
import "./provided-context";

/** Reads the newest sign-in code sent to an address from the test mailbox. */
export async function readSignInCode(email: string, since?: Date): Promise<string> {
  const message = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: email, since });
  const code = extractCode(message.text);
  if (!code) throw new Error(`No code in the e-mail to ${email}: ${message.subject}`);
  return code;
}

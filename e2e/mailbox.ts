import { extractCode, waitForMessage } from "@parlo/email/dev-mailbox";

export const MAILBOX_URL = process.env.E2E_MAILBOX_URL ?? "http://localhost:1080";

/** The newest sign-in code e-mailed to an address, from the dev mailbox. */
export async function readCode(to: string, since: Date): Promise<string> {
  const message = await waitForMessage({ mailboxUrl: MAILBOX_URL, to, since, timeoutMs: 15_000 });
  const code = extractCode(message.text);
  if (!code) throw new Error(`No code in "${message.subject}"`);
  return code;
}

/** The newest e-mail to an address since a moment (its subject and text), from the dev mailbox. */
export async function readMail(to: string, since: Date): Promise<{ subject: string; text: string; from: string }> {
  const message = await waitForMessage({ mailboxUrl: MAILBOX_URL, to, since, timeoutMs: 15_000 });
  return { subject: message.subject, text: message.text, from: message.from };
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Signs in through the login form with a code read from the dev mailbox. */
export async function signIn(page: import("@playwright/test").Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  const since = new Date();
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await page.getByLabel("Login Code").fill(await readCode(email, since));
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/app\/(eu|na)\/agents$/);
}

import { z } from "zod";
import type { OutgoingMail, SendResult } from "./mailer-types";

const REQUEST_TIMEOUT_MS = 10_000;

const successSchema = z.object({ id: z.string().min(1) });
const errorSchema = z.object({ message: z.string().optional(), error: z.string().optional() });

/** Thrown when the e-mail API answers with a non-2xx status. */
export class EmailApiError extends Error {
  override readonly name = "EmailApiError";
  constructor(
    readonly status: number,
    readonly apiMessage: string,
  ) {
    super(`E-mail API answered ${status}: ${apiMessage}`);
  }
}

async function readErrorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body));
    const message = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
    if (message) return message;
  } catch {
    // Not JSON: fall back to the raw text below.
  }
  return body.trim().slice(0, 500) || response.statusText || "no message";
}

/**
 * Returns a function sending mail through a Resend-compatible API: `POST {apiUrl}/emails`
 * with a bearer key. The key is only ever put in the Authorization header.
 */
export function createApiSender(apiUrl: string, apiKey: string): (mail: OutgoingMail) => Promise<SendResult> {
  const endpoint = `${apiUrl.replace(/\/+$/, "")}/emails`;
  return async (mail) => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new EmailApiError(response.status, await readErrorMessage(response));
    const parsed = successSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error(`E-mail API answered ${response.status} without an id`);
    return { id: parsed.data.id };
  };
}

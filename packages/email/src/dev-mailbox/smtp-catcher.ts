import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import type { MessageStore } from "./message-store";
import { parseCaughtMessage } from "./parse-caught-message";

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

class SmtpResponseError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** Reads the DATA stream, keeping at most `limit` bytes; `exceeded` tells whether the message was larger. */
async function readLimited(stream: SMTPServerDataStream, limit: number): Promise<{ raw: Buffer; exceeded: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return { raw: Buffer.concat(chunks), exceeded: size > limit || stream.sizeExceeded };
}

/**
 * Creates the SMTP side of the dev mailbox: no TLS, authentication optional (any credentials
 * are accepted so apps configured with `user:pass@` work), every sender and recipient accepted,
 * messages up to 10 MB, each parsed and added to `store`.
 */
export function createSmtpCatcher(store: MessageStore): SMTPServer {
  return new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: "Parlo dev mailbox",
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "dev" }),
    onData: (stream, session, callback) => {
      readLimited(stream, MAX_MESSAGE_BYTES)
        .then(async ({ raw, exceeded }) => {
          if (exceeded) throw new SmtpResponseError("Message exceeds the 10 MB limit", 552);
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          await store.add(await parseCaughtMessage(raw, recipients));
          callback(null, "Message caught");
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
}

import { randomUUID } from "node:crypto";
import { simpleParser, type AddressObject } from "mailparser";
import type { StoredMessage } from "./stored-message";

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) =>
      object.value.flatMap((entry) => [entry.address, ...(entry.group ?? []).map((member) => member.address)]),
    )
    .filter((address): address is string => Boolean(address));
}

function uniqueCaseInsensitive(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Parses a raw RFC 822 message into a stored message. Recipients are the To/Cc header
 * addresses plus the SMTP envelope recipients (so Bcc'd addresses are found too).
 */
export async function parseCaughtMessage(
  raw: Buffer,
  envelopeRecipients: string[],
  receivedAt = new Date(),
): Promise<StoredMessage> {
  const parsed = await simpleParser(raw);
  return {
    id: randomUUID(),
    from: parsed.from?.text ?? "",
    to: uniqueCaseInsensitive([...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...envelopeRecipients]),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    date: receivedAt.toISOString(),
    headers: parsed.headerLines.map(({ key, line }) => ({ key, line })),
  };
}

import { z } from "zod";

/** A message as returned by `GET /api/messages`. */
export const devMailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO time the dev mailbox received the message. */
  date: z.string(),
});

/** A caught message as kept in memory and in the store file (adds the raw header lines). */
export const storedMessageSchema = devMailboxMessageSchema.extend({
  headers: z.array(z.object({ key: z.string(), line: z.string() })),
});

export const storeFileSchema = z.object({ messages: z.array(storedMessageSchema) });

export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** Strips internal fields for the JSON API. */
export function toApiMessage({ id, from, to, subject, text, html, date }: StoredMessage): DevMailboxMessage {
  return { id, from, to, subject, text, html, date };
}

import { createHash } from "node:crypto";

/** Text as compared between fetches: Unicode NFC, every run of whitespace one space, trimmed. */
export function normalizeForHash(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** SHA-256 (hex, 64 characters) of the normalised text: equal when only whitespace changed. */
export function contentHash(text: string): string {
  return createHash("sha256").update(normalizeForHash(text), "utf8").digest("hex");
}

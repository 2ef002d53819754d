import { createHash, timingSafeEqual } from "node:crypto";

/** Hash of a one-time code, salted with its row id so equal codes never share a hash. */
export function hashCode(rowId: string, code: string): string {
  return createHash("sha256").update(`${rowId}:${code}`).digest("hex");
}

export function codeMatches(rowId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(rowId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * NUL characters (U+0000): PostgreSQL cannot store them in text or JSON, so a string holding one
 * would fail in the database. Every text that reaches the server is refused with one message
 * instead: the runtime's schemas check their fields, and the tRPC API refuses any input holding one.
 */
import { z } from "zod";
import { hasNul, INPUT_MESSAGES } from "./nul-check";

export { hasNul, INPUT_MESSAGES } from "./nul-check";

/**
 * Whether any string in a value (strings, array items, object keys and values, at any depth)
 * holds a NUL character. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (hasNul(item)) return true;
    } else if (typeof item === "object" && item !== null && !seen.has(item)) {
      seen.add(item);
      if (Array.isArray(item) || item instanceof Set) pending.push(...item);
      else if (item instanceof Map) pending.push(...item.keys(), ...item.values());
      else {
        for (const [key, entry] of Object.entries(item)) {
          if (hasNul(key)) return true;
          pending.push(entry);
        }
      }
    }
  }
  return false;
}

/** A string schema that also refuses NUL characters. */
export function refuseNul<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !hasNul(value), INPUT_MESSAGES.nulCharacter);
}

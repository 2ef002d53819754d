import { isRecord } from "./form-values";

function anyDirty(flags: unknown): boolean {
  if (flags === true) return true;
  if (Array.isArray(flags)) return flags.some(anyDirty);
  if (isRecord(flags)) return Object.values(flags).some(anyDirty);
  return false;
}

/**
 * The partial settings update for what the user changed: the fields react-hook-form marks dirty,
 * nested as in the settings (the API deep-merges objects). Arrays are sent whole (the API replaces
 * them); unset values (an emptied number box) are left out; a secret is sent only when something
 * was typed into it, never its empty placeholder.
 */
export function dirtyPayload(
  values: unknown,
  dirtyFields: unknown,
  secrets: ReadonlySet<string>,
  prefix = "",
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(dirtyFields)) return out;
  const source = isRecord(values) ? values : {};
  for (const [key, flags] of Object.entries(dirtyFields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const value = source[key];
    if (Array.isArray(flags) || Array.isArray(value)) {
      if (anyDirty(flags) && Array.isArray(value)) out[key] = value;
    } else if (flags === true) {
      if (value === undefined) continue;
      if (secrets.has(path) && value === "") continue;
      out[key] = value;
    } else if (isRecord(flags)) {
      const nested = dirtyPayload(value, flags, secrets, path);
      if (Object.keys(nested).length > 0) out[key] = nested;
    }
  }
  return out;
}

/**
 * Dirty fields that are now unset (an emptied number box, a choice put back to its default). A
 * partial update cannot remove a stored value, so the form asks for a value instead.
 */
export function clearedPaths(values: unknown, dirtyFields: unknown, prefix = ""): string[] {
  if (!isRecord(dirtyFields)) return [];
  const source = isRecord(values) ? values : {};
  const found: string[] = [];
  for (const [key, flags] of Object.entries(dirtyFields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (flags === true && source[key] === undefined) found.push(path);
    else if (isRecord(flags)) found.push(...clearedPaths(source[key], flags, path));
  }
  return found;
}

/** The dotted paths of the secrets present in a payload (they hold a value from now on). */
export function secretsIn(payload: Record<string, unknown>, secrets: Iterable<string>): string[] {
  const found: string[] = [];
  for (const path of secrets) {
    let current: unknown = payload;
    for (const part of path.split(".")) current = isRecord(current) ? current[part] : undefined;
    if (typeof current === "string" && current !== "") found.push(path);
  }
  return found;
}

/** Splits an API refusal "field.path: message" into its field and message. */
export function splitFieldError(message: string): { path: string; message: string } | null {
  const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(message);
  return match?.[1] && match[2] ? { path: match[1], message: match[2] } : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The messages of a list's form errors keyed "index.field" (e.g. "1.href"), as the custom tabs
 * editor takes them, from react-hook-form's nested errors (an array with gaps, or an object of
 * indexes); a message about the list as a whole is left out.
 */
export function itemErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(errors)) return out;
  const items: Array<[string, unknown]> = Array.isArray(errors)
    ? errors.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(errors).filter(([key]) => /^\d+$/.test(key));
  for (const [index, item] of items) {
    if (!isRecord(item)) continue;
    for (const [field, error] of Object.entries(item)) {
      if (isRecord(error) && typeof error.message === "string" && error.message)
        out[`${index}.${field}`] = error.message;
    }
  }
  return out;
}

/** The message about a list as a whole (e.g. too many items), if any. */
export function listError(errors: unknown): string | undefined {
  if (!isRecord(errors)) return undefined;
  const root = errors.root;
  if (isRecord(root) && typeof root.message === "string") return root.message;
  return typeof errors.message === "string" && errors.message ? errors.message : undefined;
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A partial settings update applied to a settings document: nested objects merge key by key,
 * arrays and plain values replace, and `undefined` leaves a value as it is.
 */
export function mergeSettings(current: Plain, update: Plain): Plain {
  const merged: Plain = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const existing = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(existing) ? mergeSettings(existing, value) : value;
  }
  return merged;
}

/**
 * The top-level fields of `before` that differ in `after` (Stripe's data.previous_attributes of an
 * `*.updated` event), with their old values.
 */
export function previousAttributes<T extends object>(before: T, after: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key in after) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) result[key] = before[key];
  }
  return result;
}

/** A key for a new lead form field ("field_1", "field_2"...) that no field of the form uses yet. */
export function newFieldKey(taken: readonly string[]): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const key = `field_${n}`;
    if (!used.has(key)) return key;
  }
}

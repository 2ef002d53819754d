import { defaultAgencyForm, ZAgencyForm, type TAgency, type TAgencyForm } from "@parlo/validators";

/** The agency form's own fields, in the schema's order (server fields such as createdAt are not among them). */
export const AGENCY_FORM_KEYS = ZAgencyForm.keyof().options;

/** The form's values for a stored agency (only the form's fields), or the defaults before the first save. */
export function agencyFormOf(agency: TAgency | null): TAgencyForm {
  if (!agency) return defaultAgencyForm();
  const form = defaultAgencyForm();
  for (const key of AGENCY_FORM_KEYS) assign(form, agency, key);
  return form;
}

function assign<K extends keyof TAgencyForm>(target: TAgencyForm, source: TAgencyForm, key: K): void {
  target[key] = source[key];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Deep equality of JSON-like values (objects compared by their defined keys, in any order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/**
 * Whether the form holds changes to save: only the form's fields are compared, so what else the
 * values carry (server fields like lastModified, createdAt or ids) never counts as a change.
 */
export function agencyFormChanged(current: object, saved: TAgencyForm): boolean {
  const values: Record<string, unknown> = { ...current };
  return AGENCY_FORM_KEYS.some((key) => !sameValue(values[key], saved[key]));
}

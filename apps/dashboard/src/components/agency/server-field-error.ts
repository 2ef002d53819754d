import { AGENCY_MESSAGES } from "@parlo/validators";
import { AGENCY_FORM_KEYS } from "./agency-form-values";

/** Refusals of agency.save that name no field but belong to one. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [AGENCY_MESSAGES.fontInvalid]: "googleFont",
  [AGENCY_MESSAGES.logoSize]: "squarePhotoURL",
  [AGENCY_MESSAGES.faviconSize]: "faviconURL",
  [AGENCY_MESSAGES.name]: "name",
};

const formKeys: ReadonlySet<string> = new Set(AGENCY_FORM_KEYS);

/**
 * The form field a refusal of agency.save is about, and its message: "agency.googleFont: ..." (the
 * API's line for a refused input, with or without the `agency.` of the procedure's input) or a
 * spec message that belongs to one field (the font check). Null when it names no form field.
 */
export function serverFieldError(reason: string): { path: string; message: string } | null {
  const known = FIELD_OF_MESSAGE[reason.trim()];
  if (known) return { path: known, message: reason.trim() };
  const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(reason.trim());
  if (!match?.[1] || !match[2]) return null;
  const path = match[1].replace(/^agency\./, "");
  const key = path.split(".")[0] ?? "";
  return formKeys.has(key) ? { path, message: match[2] } : null;
}

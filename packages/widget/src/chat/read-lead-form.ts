/**
 * Reads an agent's lead form out of unknown JSON (a start answer's `agent.leadForm`, or a stored
 * agent document's first lead step) without shipping zod to the widget: a form the server would
 * not accept (no title, no usable field) reads as none.
 */
import { LEAD_FIELD_TYPES, LEAD_MAX_FIELDS, LEAD_TRIGGERS } from "@parlo/validators/plain";
import type { TLeadField, TLeadForm } from "@parlo/validators";

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readField(value: unknown): TLeadField | null {
  if (!isPlain(value) || typeof value.key !== "string" || !/^[a-z0-9_]{1,40}$/.test(value.key)) return null;
  const type = LEAD_FIELD_TYPES.find((item) => item === value.type);
  const label = typeof value.label === "string" ? value.label.trim() : "";
  if (!type || !label) return null;
  return { key: value.key, label, type, required: value.required === true };
}

/** A lead form, or null. */
export function readLeadForm(value: unknown): TLeadForm | null {
  if (!isPlain(value) || typeof value.title !== "string" || !value.title.trim()) return null;
  const trigger = LEAD_TRIGGERS.find((item) => item === value.trigger);
  const seen = new Set<string>();
  const fields = (Array.isArray(value.fields) ? value.fields : [])
    .map(readField)
    .filter((field): field is TLeadField => field !== null && !seen.has(field.key) && Boolean(seen.add(field.key)))
    .slice(0, LEAD_MAX_FIELDS);
  if (!trigger || fields.length === 0) return null;
  return { title: value.title.trim(), fields, trigger };
}

/** The runtime agent's `leadForm`, or, in a stored agent document, the form of its first lead step. */
export function leadFormOfDocument(doc: Plain): TLeadForm | null {
  if ("leadForm" in doc) return readLeadForm(doc.leadForm);
  const nodes = Array.isArray(doc.nodes) ? doc.nodes : [];
  const lead = nodes.find((node) => isPlain(node) && node.type === "lead" && isPlain(node.leadForm));
  return isPlain(lead) ? readLeadForm(lead.leadForm) : null;
}

import type { TLeadForm } from "@parlo/validators";

export interface SplitLeadAnswers {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** every other answer by field key */
  fields: Record<string, string>;
}

/**
 * Where checked answers are stored: the first name, e-mail and phone field of the form fill the
 * Lead's columns (searched and shown in their own columns); every other answer goes in `fields`.
 */
export function splitLeadAnswers(form: Pick<TLeadForm, "fields">, answers: Record<string, string>): SplitLeadAnswers {
  const split: SplitLeadAnswers = { name: null, email: null, phone: null, fields: {} };
  const columnTaken = { name: false, email: false, phone: false };
  for (const field of form.fields) {
    const answer = answers[field.key];
    const column = field.type === "text" ? null : field.type;
    if (column && !columnTaken[column]) {
      columnTaken[column] = true;
      split[column] = answer ?? null;
      continue;
    }
    if (answer !== undefined) split.fields[field.key] = answer;
  }
  return split;
}

/** The keys a form stores in `fields` (its text fields and any second name, e-mail or phone field). */
export function customFieldsOf(form: Pick<TLeadForm, "fields">): { key: string; label: string }[] {
  const columnTaken = { name: false, email: false, phone: false };
  const custom: { key: string; label: string }[] = [];
  for (const field of form.fields) {
    const column = field.type === "text" ? null : field.type;
    if (column && !columnTaken[column]) {
      columnTaken[column] = true;
      continue;
    }
    custom.push({ key: field.key, label: field.label });
  }
  return custom;
}

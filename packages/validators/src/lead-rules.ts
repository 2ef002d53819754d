/**
 * The lead form's rules that the visitor's chat checks too (field types, triggers, answer limits,
 * messages, the answer checks). Free of zod: the chat bundle uses it through `@parlo/validators/plain`;
 * leads.ts re-exports it with the schemas.
 */
import type { TLeadField, TLeadForm } from "./leads";
import { hasNul, INPUT_MESSAGES } from "./nul-check";

export const LEAD_FIELD_TYPES = ["name", "email", "phone", "text"] as const;
export type TLeadFieldType = (typeof LEAD_FIELD_TYPES)[number];

export const LEAD_TRIGGERS = ["start", "after_first_answer", "on_handoff"] as const;
export type TLeadTrigger = (typeof LEAD_TRIGGERS)[number];

export const LEAD_MAX_FIELDS = 12;

/** Longest accepted answer per field type (the Lead columns' sizes for name, e-mail and phone). */
export const LEAD_ANSWER_MAX: Record<TLeadFieldType, number> = { name: 200, email: 320, phone: 40, text: 1000 };

export const LEAD_MESSAGES = {
  // the visitor's chat
  submit: "Submit",
  skip: "Skip",
  sending: "Sending…",
  thanks: "Thanks! We'll be in touch soon.",
  required: "Please fill in this field.",
  invalidEmail: "Please enter a valid e-mail address, like name@example.com.",
  invalidPhone: "Please enter a valid phone number: digits, spaces and an optional leading +.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  unknownField: (key: string) => `"${key}" is not a field of this form.`,
  notAnswer: "Each answer must be text.",
  fixErrors: "Please check the highlighted fields.",
  noForm: "This assistant does not collect contact details.",
  alreadySubmitted: "You have already left your details in this conversation.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  submitFailed: "Could not send your details. Please try again.",

  // the form's configuration (Prompt tab)
  title: "Please give the form a title.",
  fieldKey: "Field key: lowercase letters, digits and _ (at most 40).",
  fieldLabel: "Please give the field a label.",
  fieldsMin: "A lead form needs at least one field.",
  fieldsMax: `A lead form has at most ${LEAD_MAX_FIELDS} fields.`,
  duplicateKey: (key: string) => `Two fields share the key "${key}".`,
  formRequired: "A lead form step needs its form.",
  formOnlyOnLead: "Only a lead form step has a form.",
  oneLeadStep: "A flow has at most one lead form step.",

  // the Leads tab
  emptyTitle: "No leads yet",
  emptyNoForm:
    "Add a Lead form step in the Prompt tab: choose the fields (name, e-mail, phone or your own questions) and when the chat shows the form. Visitors' answers appear here.",
  emptyNotLive: "Your draft has a lead form. Publish the agent so that visitors see it; their answers appear here.",
  emptyWaiting: "Your lead form is live. Leads appear here as soon as visitors fill it in.",
  openPrompt: "Open the Prompt tab",
  noMatches: "No leads match these filters.",
  loadFailed: "Could not load the leads. Please try again.",
  exportFailed: "Could not export the leads. Please try again.",
  deleteFailed: "Could not delete the lead. Please try again.",
  deleted: "Lead deleted.",
  deleteConfirm: "Delete this lead? Its contact details are removed for good.",
  notFound: "This lead does not exist.",
  badDateRange: "The start date must be before the end date.",
} as const;

/** How the Prompt tab names the triggers and field types. */
export const LEAD_TRIGGER_LABELS: Record<TLeadTrigger, string> = {
  start: "At the start of the chat",
  after_first_answer: "After the agent's first answer",
  on_handoff: "When the visitor asks for a person",
};
export const LEAD_FIELD_TYPE_LABELS: Record<TLeadFieldType, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  text: "Text",
};

// the same shape zod's own e-mail check accepts: no leading, trailing or double dots, a dotted domain
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9(][0-9 ().-]*$/;

/** The answer as stored: trimmed, inner runs of spaces made one (phone), or "" for none. */
export function normalizeLeadAnswer(type: TLeadFieldType, value: string): string {
  const trimmed = value.trim();
  return type === "phone" || type === "name" ? trimmed.replace(/\s+/g, " ") : trimmed;
}

/** Why an answer is refused (required, e-mail, phone, length), or null when it is fine. */
export function leadAnswerProblem(field: Pick<TLeadField, "type" | "required">, value: string): string | null {
  if (hasNul(value)) return INPUT_MESSAGES.nulCharacter;
  const answer = normalizeLeadAnswer(field.type, value);
  if (answer === "") return field.required ? LEAD_MESSAGES.required : null;
  const max = LEAD_ANSWER_MAX[field.type];
  if (answer.length > max) return LEAD_MESSAGES.tooLong(max);
  if (field.type === "email" && !EMAIL.test(answer)) return LEAD_MESSAGES.invalidEmail;
  if (field.type === "phone") {
    const digits = answer.replace(/\D/g, "").length;
    if (!PHONE.test(answer) || digits < 6 || digits > 15) return LEAD_MESSAGES.invalidPhone;
  }
  return null;
}

export type LeadAnswersCheck =
  { ok: true; answers: Record<string, string> } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * The visitor's answers checked against the form: every key must be a field of the form, every
 * answer text, required fields filled, e-mails and phone numbers well formed. On success, the
 * normalized non-empty answers by field key.
 */
export function checkLeadAnswers(form: Pick<TLeadForm, "fields">, answers: Record<string, unknown>): LeadAnswersCheck {
  const known = new Set(form.fields.map((field) => field.key));
  const unknown = Object.keys(answers).find((key) => !known.has(key));
  if (unknown !== undefined) return { ok: false, error: LEAD_MESSAGES.unknownField(unknown), fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  const clean: Record<string, string> = {};
  for (const field of form.fields) {
    const raw = answers[field.key] ?? "";
    if (typeof raw !== "string") {
      fieldErrors[field.key] = LEAD_MESSAGES.notAnswer;
      continue;
    }
    const problem = leadAnswerProblem(field, raw);
    if (problem) fieldErrors[field.key] = problem;
    else {
      const answer = normalizeLeadAnswer(field.type, raw);
      if (answer !== "") clean[field.key] = answer;
    }
  }
  const first = form.fields.find((field) => fieldErrors[field.key] !== undefined);
  if (first) return { ok: false, error: `${first.label}: ${fieldErrors[first.key] ?? ""}`, fieldErrors };
  return { ok: true, answers: clean };
}

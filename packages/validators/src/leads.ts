/**
 * Leads: the contact details a visitor leaves through an agent's lead form (a "lead" step of the
 * agent's flow, edited in the Prompt tab), the public submit contract, and the Leads tab's list,
 * filters and export.
 *
 * - POST /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/lead
 *   (ZSubmitLeadInput -> ZSubmitLeadOutput), with the same `X-Visitor-Token` as the messages. One
 *   lead per conversation: a second submit is refused with 409 (LEAD_MESSAGES.alreadySubmitted) and
 *   changes nothing. A refused answer is `{ success: false, error, fieldErrors: { "<key>": message } }`.
 * - tRPC `lead.list`, `lead.export`, `lead.delete` (members of the agent's workspace).
 *
 * This file imports no other agent schema (agent-settings.ts imports the form from here).
 */
import { z } from "zod";
import { zIsoDateTime } from "./iso-date-time";
import { hasNul, INPUT_MESSAGES, refuseNul } from "./nul-text";
import { zRegion } from "./region";
import { zAgentId } from "./workspace";

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

export const zLeadFieldKey = z.string().regex(/^[a-z0-9_]{1,40}$/, LEAD_MESSAGES.fieldKey);

export const ZLeadField = z.strictObject({
  /** the answer's key in the lead's `fields` (a-z, 0-9, _) */
  key: zLeadFieldKey,
  label: z.string().trim().min(1, LEAD_MESSAGES.fieldLabel).max(80, "At most 80 characters."),
  type: z.enum(LEAD_FIELD_TYPES),
  required: z.boolean(),
});
export type TLeadField = z.infer<typeof ZLeadField>;

/** A lead form step's form: a title, 1-12 fields with unique keys, and when the chat shows it. */
export const ZLeadForm = z.strictObject({
  title: z.string().trim().min(1, LEAD_MESSAGES.title).max(200, "At most 200 characters."),
  fields: z
    .array(ZLeadField)
    .min(1, LEAD_MESSAGES.fieldsMin)
    .max(LEAD_MAX_FIELDS, LEAD_MESSAGES.fieldsMax)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.key)) {
          ctx.addIssue({ code: "custom", message: LEAD_MESSAGES.duplicateKey(field.key), path: [index, "key"] });
        }
        seen.add(field.key);
      });
    }),
  trigger: z.enum(LEAD_TRIGGERS),
});
export type TLeadForm = z.infer<typeof ZLeadForm>;

/** The form a new lead form step starts with. */
export const DEFAULT_LEAD_FORM: TLeadForm = {
  title: "Leave your details and we'll get back to you",
  fields: [
    { key: "name", label: "Name", type: "name", required: true },
    { key: "email", label: "E-mail", type: "email", required: true },
  ],
  trigger: "after_first_answer",
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

// ---- public submit (runtime) ----

export const ZSubmitLeadInput = z.object({
  /** the answers by field key */
  answers: z.record(z.string().max(40), z.unknown()),
  /** the page the chat runs on */
  pageUrl: refuseNul(z.string().max(2048)).optional(),
});
export type TSubmitLeadInput = z.infer<typeof ZSubmitLeadInput>;

export const ZSubmitLeadOutput = z.object({ success: z.literal(true), leadId: z.string(), message: z.string() });
export type TSubmitLeadOutput = z.infer<typeof ZSubmitLeadOutput>;

// ---- Leads tab (tRPC) ----

export const LEAD_PAGE_SIZE = 25;
export const LEAD_EXPORT_LIMIT = 5000;
export const LEAD_SEARCH_MAX = 200;

const ZLeadScopeInput = z.object({ region: zRegion, agentId: zAgentId });
const zLeadId = z.string().regex(/^[A-Za-z0-9]{1,20}$/, LEAD_MESSAGES.notFound);

/** Search and date range, shared by the list and the export. */
export const ZLeadFilters = z
  .object({
    /** text in the name, e-mail or phone, case-insensitive */
    search: z.string().trim().max(LEAD_SEARCH_MAX).optional(),
    /** leads left on or after this instant (ISO date-time) */
    from: zIsoDateTime().optional(),
    /** leads left before this instant (ISO date-time, exclusive) */
    to: zIsoDateTime().optional(),
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), {
    message: LEAD_MESSAGES.badDateRange,
    path: ["to"],
  });
export type TLeadFilters = z.infer<typeof ZLeadFilters>;

export const ZListLeadsInput = z.object({
  ...ZLeadScopeInput.shape,
  filters: ZLeadFilters.optional(),
  /** the `nextCursor` of the previous page */
  cursor: z.string().max(100).nullish(),
  limit: z.number().int().min(1).max(100).default(LEAD_PAGE_SIZE),
});
export type TListLeadsInput = z.input<typeof ZListLeadsInput>;

export const ZLeadRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** the other answers by field key */
  fields: z.record(z.string(), z.string()),
  pageUrl: z.string().nullable(),
  /** the conversation in the Chats tab; null when it was not recorded or is gone */
  conversationId: z.string().nullable(),
  channel: z.string().nullable(),
});
export type TLeadRow = z.infer<typeof ZLeadRow>;

/** A custom field column: its key and the label the lead form gives it (the key when no form names it). */
export const ZLeadColumn = z.object({ key: z.string(), label: z.string() });
export type TLeadColumn = z.infer<typeof ZLeadColumn>;

export const ZListLeadsOutput = z.object({
  items: z.array(ZLeadRow),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
  /** how many leads match the filters */
  total: z.number().int(),
  /** the custom field columns (the lead form's, then any other key the leads have) */
  columns: z.array(ZLeadColumn),
  /** whether the draft and the live agent have a lead form step (for the empty state) */
  form: z.object({ draft: z.boolean(), live: z.boolean() }),
});
export type TListLeadsOutput = z.infer<typeof ZListLeadsOutput>;

export const LEAD_EXPORT_FORMATS = ["csv", "json"] as const;
export const zLeadExportFormat = z.enum(LEAD_EXPORT_FORMATS);
export type TLeadExportFormat = z.infer<typeof zLeadExportFormat>;

export const ZExportLeadsInput = z.object({
  ...ZLeadScopeInput.shape,
  format: zLeadExportFormat,
  filters: ZLeadFilters.optional(),
});
export type TExportLeadsInput = z.input<typeof ZExportLeadsInput>;

export const ZExportLeadsOutput = z.object({
  /** `{agent-title}-leads.csv|json` */
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  leads: z.number().int(),
});
export type TExportLeadsOutput = z.infer<typeof ZExportLeadsOutput>;

export const ZDeleteLeadInput = z.object({ ...ZLeadScopeInput.shape, leadId: zLeadId });
export const ZDeleteLeadOutput = z.object({ deleted: z.literal(true) });

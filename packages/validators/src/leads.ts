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
import { LEAD_FIELD_TYPES, LEAD_MAX_FIELDS, LEAD_MESSAGES, LEAD_TRIGGERS } from "./lead-rules";
import { refuseNul } from "./nul-text";
import { zRegion } from "./region";
import { zAgentId } from "./workspace";

export {
  checkLeadAnswers,
  LEAD_ANSWER_MAX,
  LEAD_FIELD_TYPE_LABELS,
  LEAD_FIELD_TYPES,
  LEAD_MAX_FIELDS,
  LEAD_MESSAGES,
  LEAD_TRIGGER_LABELS,
  LEAD_TRIGGERS,
  leadAnswerProblem,
  normalizeLeadAnswer,
  type LeadAnswersCheck,
  type TLeadFieldType,
  type TLeadTrigger,
} from "./lead-rules";

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

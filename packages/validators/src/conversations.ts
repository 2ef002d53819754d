/**
 * The agent's Chats tab: the recorded conversations visitors had with the agent (newest activity
 * first, cursor pagination, search in the messages, filters), one conversation's transcript, and the
 * transcript export (CSV or JSON, built on the server).
 */
import { z } from "zod";
import { ZAgentScopeInput } from "./agent";
import { zIsoDateTime } from "./iso-date-time";
import { zRuntimeChannel, ZRuntimeMessage } from "./runtime";

export const CONVERSATION_MESSAGES = {
  emptyTitle: "No conversations yet",
  emptyBody: "Conversations appear here when visitors chat with your agent",
  openTestPanel: "Open the test panel",
  noMatches: "No conversations match these filters.",
  notFound: "This conversation does not exist or was not recorded.",
  loadFailed: "Could not load the conversations. Please try again.",
  exportFailed: "Could not export the conversations. Please try again.",
  badDateRange: "The start date must be before the end date.",
} as const;

export const CONVERSATION_STATUSES = ["ai", "handoff_requested", "human"] as const;
export const zConversationStatus = z.enum(CONVERSATION_STATUSES);
export type TConversationStatus = z.infer<typeof zConversationStatus>;

/** Labels of the statuses in the Chats tab. */
export const CONVERSATION_STATUS_LABELS: Record<TConversationStatus, string> = {
  ai: "AI",
  handoff_requested: "Handoff requested",
  human: "Human",
};

export const CONVERSATION_PAGE_SIZE = 30;
export const CONVERSATION_EXPORT_LIMIT = 5000;
export const CONVERSATION_SEARCH_MAX = 200;

const zConversationId = z.string().regex(/^[A-Za-z0-9]{1,20}$/);

/** Search and filters shared by the list and the export. */
export const ZConversationFilters = z
  .object({
    /** text in any of the conversation's messages, case-insensitive */
    search: z.string().trim().max(CONVERSATION_SEARCH_MAX).optional(),
    channel: zRuntimeChannel.optional(),
    status: zConversationStatus.optional(),
    /** conversations with activity on or after this instant (ISO date-time) */
    from: zIsoDateTime().optional(),
    /** conversations started on or before this instant (ISO date-time) */
    to: zIsoDateTime().optional(),
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), {
    message: CONVERSATION_MESSAGES.badDateRange,
    path: ["to"],
  });
export type TConversationFilters = z.infer<typeof ZConversationFilters>;

export const ZListConversationsInput = z.object({
  ...ZAgentScopeInput.shape,
  filters: ZConversationFilters.optional(),
  /** the `nextCursor` of the previous page */
  cursor: z.string().max(100).nullish(),
  limit: z.number().int().min(1).max(100).default(CONVERSATION_PAGE_SIZE),
});
export type TListConversationsInput = z.input<typeof ZListConversationsInput>;

export const ZConversationRow = z.object({
  id: z.string(),
  /** the visitor's name from their lead, else "Visitor from {country}", else "Visitor" */
  title: z.string(),
  channel: z.string(),
  status: zConversationStatus,
  visitorId: z.string(),
  messageCount: z.number().int(),
  /** the visitor's first message, shortened; null before the visitor wrote */
  preview: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type TConversationRow = z.infer<typeof ZConversationRow>;

export const ZListConversationsOutput = z.object({
  items: z.array(ZConversationRow),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});
export type TListConversationsOutput = z.infer<typeof ZListConversationsOutput>;

export const ZGetConversationInput = z.object({ ...ZAgentScopeInput.shape, conversationId: zConversationId });

export const ZConversationMessage = ZRuntimeMessage.extend({ model: z.string().nullable() });
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

/** null when the agent has no such recorded conversation */
export const ZGetConversationOutput = z
  .object({
    conversation: ZConversationRow,
    /** oldest first */
    messages: z.array(ZConversationMessage),
  })
  .nullable();
export type TGetConversationOutput = z.infer<typeof ZGetConversationOutput>;

export const CONVERSATION_EXPORT_FORMATS = ["csv", "json"] as const;
export const zConversationExportFormat = z.enum(CONVERSATION_EXPORT_FORMATS);
export type TConversationExportFormat = z.infer<typeof zConversationExportFormat>;

export const ZExportConversationsInput = z.object({
  ...ZAgentScopeInput.shape,
  format: zConversationExportFormat,
  /** one conversation only; otherwise every conversation matching the filters */
  conversationId: zConversationId.optional(),
  filters: ZConversationFilters.optional(),
});
export type TExportConversationsInput = z.input<typeof ZExportConversationsInput>;

export const ZExportConversationsOutput = z.object({
  /** `{agent-title}-conversations.csv|json` */
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  conversations: z.number().int(),
});
export type TExportConversationsOutput = z.infer<typeof ZExportConversationsOutput>;

/** A person of the team taking a conversation over from the agent, replying, and handing it back. */
import { z } from "zod";
import { ZAgentScopeInput } from "./agent";
import { ZWorkspaceScopeInput } from "./workspace";
import { MAX_MESSAGE_CHARS, zConversationState } from "./runtime";

export const HANDOFF_MESSAGES = {
  takenOver: "You have taken over this conversation. The agent stays quiet until you hand it back.",
  handedBack: "The agent answers this conversation again.",
  takeOverFirst: "Take over the conversation before replying.",
  emptyReply: "Please type a message.",
  notFound: "This conversation does not exist or was not recorded.",
} as const;

export const ZConversationActionInput = ZAgentScopeInput.extend({
  conversationId: z.string().regex(/^[A-Za-z0-9]{1,20}$/, HANDOFF_MESSAGES.notFound),
});
export const ZHumanReplyInput = ZConversationActionInput.extend({
  text: z.string().trim().min(1, HANDOFF_MESSAGES.emptyReply).max(MAX_MESSAGE_CHARS),
});
export const ZConversationStateOutput = z.object({ status: zConversationState });

/** How many waiting conversations the notification bell lists. */
export const HANDOFF_QUEUE_LIMIT = 10;

/** The workspace's conversations waiting for a person, newest request first (the notification bell). */
export const ZHandoffQueueInput = ZWorkspaceScopeInput;
export const ZHandoffQueueItem = z.object({
  conversationId: z.string(),
  agentId: z.string(),
  agentTitle: z.string(),
  /** when the visitor asked for a person */
  requestedAt: z.date(),
  /** the visitor's last message, shortened */
  lastVisitorMessage: z.string(),
});
export const ZHandoffQueueOutput = z.object({
  /** the viewer's own online/offline toggle (null for a workspace key, which is nobody) */
  online: z.boolean().nullable(),
  /** all waiting conversations of the workspace (the list holds at most HANDOFF_QUEUE_LIMIT) */
  count: z.number().int().nonnegative(),
  items: z.array(ZHandoffQueueItem),
});
export type THandoffQueueOutput = z.infer<typeof ZHandoffQueueOutput>;

/** The signed-in member's online/offline toggle: while nobody is online, visitors are not offered a person. */
export const ZSetOnlineInput = ZWorkspaceScopeInput.extend({ online: z.boolean() });
export const ZSetOnlineOutput = z.object({ online: z.boolean() });

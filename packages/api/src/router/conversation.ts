import { TRPCError } from "@trpc/server";
import {
  exportConversations,
  getConversation,
  handoffQueue,
  listConversations,
  replyAsHuman,
  setConversationStatus,
  setMemberOnline,
} from "@parlo/core";
import {
  ZSetOnlineInput,
  ZSetOnlineOutput,
  ZExportConversationsInput,
  ZExportConversationsOutput,
  ZGetConversationInput,
  ZGetConversationOutput,
  ZHandoffQueueOutput,
  ZListConversationsInput,
  ZListConversationsOutput,
  ZConversationActionInput,
  ZConversationStateOutput,
  ZHumanReplyInput,
  ZRuntimeMessage,
} from "@parlo/validators";
import { agentProcedureWith, createTRPCRouter, workspaceProcedure } from "../trpc";

/** Reading the Chats tab: the dashboard's callers, and portal viewers who may open Chats. */
const chatsReader = agentProcedureWith({ agentKey: true, portal: { page: "convos", writes: false } });
/** Taking over and replying: the same callers, but not a read-only portal session. */
const chatsResponder = agentProcedureWith({ agentKey: true, portal: { page: "convos", writes: true } });

/** The agent's Chats tab: members of the agent's workspace and its secrets, and portal viewers allowed Chats. */
export const conversationRouter = createTRPCRouter({
  /** The workspace's conversations waiting for a person (the notification bell of every member). */
  handoffQueue: workspaceProcedure.output(ZHandoffQueueOutput).query(({ ctx }) =>
    handoffQueue({
      db: ctx.db,
      region: ctx.workspace.region,
      workspaceId: ctx.workspace.id,
      viewerEmail: ctx.actor.type === "user" ? ctx.actor.email : null,
    }),
  ),

  /** The signed-in member's online/offline toggle (visitors are offered a person while someone is online). */
  setOnline: workspaceProcedure
    .input(ZSetOnlineInput)
    .output(ZSetOnlineOutput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.actor.type !== "user") {
        throw new TRPCError({ code: "FORBIDDEN", message: "This call needs a signed-in user." });
      }
      const online = await setMemberOnline({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        email: ctx.actor.email,
        online: input.online,
      });
      return { online };
    }),

  /** One page of the recorded conversations, most recent activity first, searched and filtered. */
  list: chatsReader
    .input(ZListConversationsInput)
    .output(ZListConversationsOutput)
    .query(({ ctx, input }) =>
      listConversations({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        filters: input.filters,
        cursor: input.cursor,
        limit: input.limit,
      }),
    ),

  /** One recorded conversation with its messages. */
  get: chatsReader
    .input(ZGetConversationInput)
    .output(ZGetConversationOutput)
    .query(({ ctx, input }) =>
      getConversation({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        conversationId: input.conversationId,
      }),
    ),

  /** The transcripts (one conversation, or all matching the filters) as a CSV or JSON file. */
  export: chatsReader
    .input(ZExportConversationsInput)
    .output(ZExportConversationsOutput)
    .query(({ ctx, input }) =>
      exportConversations({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        format: input.format,
        conversationId: input.conversationId,
        filters: input.filters,
      }),
    ),

  /** A person of the team takes the conversation over: the agent stays quiet until it is handed back. */
  takeOver: chatsResponder
    .input(ZConversationActionInput)
    .output(ZConversationStateOutput)
    .mutation(({ ctx, input }) =>
      setConversationStatus({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        conversationId: input.conversationId,
        status: "human",
      }),
    ),

  /** Hands the conversation back to the agent (what the person wrote stays in its context). */
  handBack: chatsResponder
    .input(ZConversationActionInput)
    .output(ZConversationStateOutput)
    .mutation(({ ctx, input }) =>
      setConversationStatus({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        conversationId: input.conversationId,
        status: "ai",
      }),
    ),

  /** A message from the person who took the conversation over; the visitor's chat shows it. */
  reply: chatsResponder
    .input(ZHumanReplyInput)
    .output(ZRuntimeMessage)
    .mutation(({ ctx, input }) =>
      replyAsHuman({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        conversationId: input.conversationId,
        text: input.text,
      }),
    ),
});

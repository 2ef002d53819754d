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
import { agentProcedure, createTRPCRouter, workspaceProcedure } from "../trpc";

/** The agent's Chats tab: members of the agent's workspace and its secrets may read. */
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
  list: agentProcedure
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
  get: agentProcedure
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
  export: agentProcedure
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
  takeOver: agentProcedure
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
  handBack: agentProcedure
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
  reply: agentProcedure
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

import {
  createAgent,
  deleteAgent,
  getAgent,
  getAgentSecret,
  listAgents,
  locateAgent,
  publishAgent,
  regenerateAgentSecret,
  starAgent,
} from "@parlo/core";
import {
  ZAgentSummary,
  ZCreateAgentInput,
  ZAgentDetail,
  ZAgentSecretOutput,
  ZDeleteAgentInput,
  ZListAgentsOutput,
  ZLocateAgentInput,
  ZLocateAgentOutput,
  ZStarAgentInput,
} from "@parlo/validators";
import { ok, ZOk } from "../ok-output";
import { agentManagerProcedure, agentProcedure, createTRPCRouter, userProcedure, workspaceProcedure } from "../trpc";

export const agentRouter = createTRPCRouter({
  /** The workspace's agents, most recently changed first. */
  list: workspaceProcedure
    .output(ZListAgentsOutput)
    .query(({ ctx }) => listAgents({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  /** A new agent with the spec's defaults, in a workspace the caller belongs to. */
  create: workspaceProcedure
    .input(ZCreateAgentInput)
    .output(ZAgentSummary)
    .mutation(({ ctx, input }) =>
      createAgent({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        userId: ctx.actor.type === "user" ? ctx.actor.userId : ctx.workspace.id,
        title: input.title,
        agentPlatform: input.agentPlatform,
      }),
    ),

  /** The region of an agent the caller may see, or null (cross-region redirect). */
  locate: userProcedure
    .input(ZLocateAgentInput)
    .output(ZLocateAgentOutput)
    .query(({ ctx, input }) => locateAgent({ db: ctx.db, agentId: input.agentId, email: ctx.actor.email })),

  /** One agent with its publish state. */
  get: agentProcedure
    .output(ZAgentDetail)
    .query(({ ctx }) => getAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id })),

  /** Stars or unstars an agent. */
  star: agentManagerProcedure
    .input(ZStarAgentInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await starAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id, starred: input.starred });
      return ok;
    }),

  /** Deletes an agent after its name was typed. */
  delete: agentManagerProcedure
    .input(ZDeleteAgentInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await deleteAgent({
        db: ctx.db,
        region: ctx.agent.region,
        agentId: ctx.agent.id,
        confirmTitle: input.confirmTitle,
      });
      return ok;
    }),

  /** Makes the draft live. */
  publish: agentManagerProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await publishAgent({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id });
    return ok;
  }),

  /** The agent's SECRET_API_KEY. */
  secret: agentManagerProcedure.output(ZAgentSecretOutput).query(async ({ ctx }) => ({
    SECRET_API_KEY: await getAgentSecret({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id }),
  })),

  /** Replaces the agent's SECRET_API_KEY. */
  regenerateSecret: agentManagerProcedure.output(ZAgentSecretOutput).mutation(async ({ ctx }) => ({
    SECRET_API_KEY: await regenerateAgentSecret({ db: ctx.db, region: ctx.agent.region, agentId: ctx.agent.id }),
  })),
});

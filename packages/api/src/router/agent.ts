import { listAgents } from "@parlo/core";
import { ZListAgentsOutput } from "@parlo/validators";
import { createTRPCRouter, workspaceProcedure } from "../trpc";

export const agentRouter = createTRPCRouter({
  /** The workspace's agents, most recently changed first. */
  list: workspaceProcedure
    .output(ZListAgentsOutput)
    .query(({ ctx }) => listAgents({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),
});

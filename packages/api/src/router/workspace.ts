import { listWorkspaces } from "@parlo/core";
import { ZListWorkspacesOutput, ZWorkspaceSummary } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { createTRPCRouter, userProcedure, workspaceProcedure } from "../trpc";

export const workspaceRouter = createTRPCRouter({
  /** Workspaces of the signed-in user in every region, main workspace first. */
  list: userProcedure
    .output(ZListWorkspacesOutput)
    .query(({ ctx }) => listWorkspaces({ db: ctx.db, email: ctx.actor.email })),

  /** One workspace the caller belongs to. */
  get: workspaceProcedure.output(ZWorkspaceSummary).query(async ({ ctx }) => {
    const workspace = await ctx.db.for(ctx.workspace.region).workspace.findUnique({ where: { id: ctx.workspace.id } });
    if (!workspace) throw new TRPCError({ code: "NOT_FOUND", message: "Workspace not found" });
    return {
      id: workspace.id,
      region: ctx.workspace.region,
      workspaceName: workspace.workspaceName,
      workspacePhotoURL: workspace.workspacePhotoURL,
      isMain: workspace.isMain && ctx.workspace.role === "owner",
      role: ctx.workspace.role,
      loadTokens: workspace.loadTokens.toNumber(),
    };
  }),
});

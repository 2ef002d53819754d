import {
  acceptInvitation,
  createWorkspace,
  deleteWorkspace,
  getWorkspaceSecret,
  inviteMember,
  listMembers,
  listWorkspaces,
  previewInvitation,
  regenerateWorkspaceSecret,
  removeMember,
  setMemberPermissions,
  revokeInvitation,
  selectWorkspace,
  toWorkspaceSummary,
  updateWorkspace,
} from "@parlo/core";
import {
  WORKSPACE_MESSAGES,
  ZCreateWorkspaceInput,
  ZDeleteWorkspaceInput,
  ZInvitationInput,
  ZInvitationPreview,
  ZInviteMemberInput,
  ZInviteMemberOutput,
  ZListWorkspacesOutput,
  ZMembersOutput,
  ZRemoveMemberInput,
  ZRemoveMemberOutput,
  ZSetMemberPermissionsInput,
  ZRevokeInvitationInput,
  ZUpdateWorkspaceInput,
  ZWorkspaceScopeInput,
  ZWorkspaceSecretOutput,
  ZWorkspaceSummary,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ok, ZOk } from "../ok-output";
import { createTRPCRouter, ownerProcedure, userProcedure, workspaceProcedure } from "../trpc";

export const workspaceRouter = createTRPCRouter({
  /** Workspaces of the signed-in user in every region, main workspace first. */
  list: userProcedure
    .output(ZListWorkspacesOutput)
    .query(({ ctx }) => listWorkspaces({ db: ctx.db, email: ctx.actor.email })),

  /** One workspace the caller belongs to. */
  get: workspaceProcedure.output(ZWorkspaceSummary).query(async ({ ctx }) => {
    const workspace = await ctx.db.for(ctx.workspace.region).workspace.findUnique({ where: { id: ctx.workspace.id } });
    if (!workspace) throw new TRPCError({ code: "NOT_FOUND", message: WORKSPACE_MESSAGES.notFound });
    return toWorkspaceSummary(workspace, ctx.workspace.region, ctx.workspace.role);
  }),

  /** A new, empty workspace in a region, owned by the caller. */
  create: userProcedure
    .input(ZCreateWorkspaceInput)
    .output(ZWorkspaceSummary)
    .mutation(async ({ ctx, input }) => {
      const workspace = await createWorkspace({
        db: ctx.db,
        region: input.region,
        user: { id: ctx.actor.userId, email: ctx.actor.email },
      });
      await selectWorkspace({ db: ctx.db, user: { id: ctx.actor.userId, region: ctx.actor.region }, workspace });
      return workspace;
    }),

  /** Remembers the workspace chosen in the switcher. */
  select: userProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      const member = await ctx.db.for(input.region).workspaceMember.findUnique({
        where: { workspaceId_email: { workspaceId: input.workspaceId, email: ctx.actor.email } },
      });
      if (!member) throw new TRPCError({ code: "FORBIDDEN", message: "You are not a member of this workspace." });
      await selectWorkspace({
        db: ctx.db,
        user: { id: ctx.actor.userId, region: ctx.actor.region },
        workspace: { id: input.workspaceId, region: input.region },
      });
      return ok;
    }),

  /** Saves name and photo. */
  update: ownerProcedure
    .input(ZUpdateWorkspaceInput)
    .output(ZWorkspaceSummary)
    .mutation(({ ctx, input }) =>
      updateWorkspace({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        role: ctx.workspace.role,
        workspaceName: input.workspaceName,
        workspacePhotoURL: input.workspacePhotoURL,
      }),
    ),

  /** Deletes a workspace (never the main one) after its name was typed. */
  delete: ownerProcedure
    .input(ZDeleteWorkspaceInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await deleteWorkspace({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        confirmName: input.confirmName,
      });
      return ok;
    }),

  /** Members, open invitations and seats. */
  members: workspaceProcedure.output(ZMembersOutput).query(({ ctx }) =>
    listMembers({
      db: ctx.db,
      region: ctx.workspace.region,
      workspaceId: ctx.workspace.id,
      viewerEmail: ctx.actor.type === "user" ? ctx.actor.email : null,
    }),
  ),

  /** Invites an e-mail (owner only; refuses yourself, members and a full workspace). */
  invite: ownerProcedure
    .input(ZInviteMemberInput)
    .output(ZInviteMemberOutput)
    .mutation(({ ctx, input }) => {
      if (ctx.actor.type !== "user")
        throw new TRPCError({ code: "FORBIDDEN", message: "Invitations are sent by a signed-in owner." });
      return inviteMember({
        ...ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        inviterEmail: ctx.actor.email,
        email: input.email,
      });
    }),

  /** Removes a member (never yourself, never the owner); answers the agent keys they saw, to rotate. */
  removeMember: ownerProcedure
    .input(ZRemoveMemberInput)
    .output(ZRemoveMemberOutput)
    .mutation(({ ctx, input }) =>
      removeMember({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        actorEmail: ctx.actor.type === "user" ? ctx.actor.email : "",
        email: input.email,
      }),
    ),

  /** What a member may do beyond the basics (owner): e.g. see agents' API keys. */
  setMemberPermissions: ownerProcedure
    .input(ZSetMemberPermissionsInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await setMemberPermissions({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        email: input.email,
        permissions: input.permissions,
      });
      return ok;
    }),

  /** Withdraws an open invitation. */
  revokeInvitation: ownerProcedure
    .input(ZRevokeInvitationInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        invitationId: input.invitationId,
      });
      return ok;
    }),

  /** What an invitation link leads to (for the join page). */
  invitation: userProcedure
    .input(ZInvitationInput)
    .output(ZInvitationPreview)
    .query(({ ctx, input }) => previewInvitation({ db: ctx.db, region: input.region, token: input.token })),

  /** Accepts an invitation sent to the caller's e-mail (seat limit checked again). */
  join: userProcedure
    .input(ZInvitationInput)
    .output(z.object({ workspaceId: z.string(), region: z.enum(["eu", "na"]) }))
    .mutation(async ({ ctx, input }) => {
      const joined = await acceptInvitation({
        db: ctx.db,
        region: input.region,
        token: input.token,
        user: { id: ctx.actor.userId, email: ctx.actor.email },
      });
      await selectWorkspace({
        db: ctx.db,
        user: { id: ctx.actor.userId, region: ctx.actor.region },
        workspace: { id: joined.workspaceId, region: joined.region },
      });
      return joined;
    }),

  /** The workspace secret, for the Credentials page. */
  secret: ownerProcedure.output(ZWorkspaceSecretOutput).query(async ({ ctx }) => ({
    workspaceSecret: await getWorkspaceSecret({
      db: ctx.db,
      region: ctx.workspace.region,
      workspaceId: ctx.workspace.id,
    }),
  })),

  /** Replaces the workspace secret. */
  regenerateSecret: ownerProcedure.output(ZWorkspaceSecretOutput).mutation(async ({ ctx }) => ({
    workspaceSecret: await regenerateWorkspaceSecret({
      db: ctx.db,
      region: ctx.workspace.region,
      workspaceId: ctx.workspace.id,
    }),
  })),
});

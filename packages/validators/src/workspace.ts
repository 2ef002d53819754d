import { z } from "zod";
import { zEmail } from "./auth";
import { zRegion } from "./region";
import { MEMBER_PERMISSIONS, WORKSPACE_MESSAGES } from "./workspace-messages";

export const zWorkspaceId = z.string().regex(/^[A-Za-z0-9]{15}$/, WORKSPACE_MESSAGES.notFound);
export const zAgentId = z.string().regex(/^[A-Za-z0-9]{16}$/, "Agent not found");

/** Every workspace-scoped procedure names the workspace and its region. */
export const ZWorkspaceScopeInput = z.object({ region: zRegion, workspaceId: zWorkspaceId });
export type TWorkspaceScopeInput = z.infer<typeof ZWorkspaceScopeInput>;

export const ZWorkspaceSummary = z.object({
  id: z.string(),
  region: zRegion,
  workspaceName: z.string(),
  workspacePhotoURL: z.string(),
  isMain: z.boolean(),
  role: z.enum(["owner", "member"]),
  loadTokens: z.number(),
  hasSubscription: z.boolean(),
  createdAt: z.date(),
  /** end of a running whitelabel trial, if any */
  whitelabelTrialEndsAt: z.date().nullable(),
});
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;

export const ZListWorkspacesOutput = z.array(ZWorkspaceSummary);

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  region: zRegion,
  joinedAt: z.date(),
  isProfileComplete: z.boolean(),
  lastWorkspace: z.object({ id: z.string(), region: zRegion }).nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The signed-in person as carried by the session cookie. */
export const ZSessionInfo = z.object({ userId: z.string().min(1), email: z.string().min(3), region: zRegion });
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

/** How many sessions "Sign out everywhere" ended. */
export const ZSignOutEverywhereOutput = z.object({ ended: z.number().int() });

export const ZCreateWorkspaceInput = z.object({ region: zRegion });

export const ZUpdateWorkspaceInput = ZWorkspaceScopeInput.extend({
  workspaceName: z.string().trim().min(1, WORKSPACE_MESSAGES.nameRequired).max(60),
  workspacePhotoURL: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === "" || /^(https?:\/\/|\/)/.test(v), "Enter a photo URL starting with https:// or /")
    .optional(),
});
export type TUpdateWorkspaceInput = z.infer<typeof ZUpdateWorkspaceInput>;

export const ZDeleteWorkspaceInput = ZWorkspaceScopeInput.extend({ confirmName: z.string() });

/** Invite e-mail: the spec asks for an @ and a dot (zEmail checks that and more). */
export const ZInviteMemberInput = ZWorkspaceScopeInput.extend({ email: zEmail });
export const ZInviteMemberOutput = z.object({ email: z.string(), inviteUrl: z.string() });

export const ZRemoveMemberInput = ZWorkspaceScopeInput.extend({ email: zEmail });
/** The agents whose keys the removed member has seen and that still work: rotate them to cut the member off. */
export const ZKeysToRotate = z.array(z.object({ agentId: z.string(), title: z.string() }));
export const ZRemoveMemberOutput = z.object({ keysToRotate: ZKeysToRotate });
export type TRemoveMemberOutput = z.infer<typeof ZRemoveMemberOutput>;

export const zMemberPermission = z.enum([MEMBER_PERMISSIONS.apiKeys]);
export type TMemberPermission = z.infer<typeof zMemberPermission>;
export const ZSetMemberPermissionsInput = ZWorkspaceScopeInput.extend({
  email: zEmail,
  permissions: z.array(zMemberPermission).max(10),
});

/** Rotates agents' SECRET_API_KEY at once (the keys a removed member saw). */
export const ZRotateAgentKeysInput = ZWorkspaceScopeInput.extend({
  agentIds: z.array(zAgentId).min(1).max(500),
});
export const ZRotateAgentKeysOutput = z.object({ rotated: z.number().int() });
export const ZRevokeInvitationInput = ZWorkspaceScopeInput.extend({ invitationId: z.string().min(1) });

export const ZMembersOutput = z.object({
  members: z.array(
    z.object({
      email: z.string(),
      role: z.enum(["owner", "member"]),
      joinedAt: z.date(),
      isYou: z.boolean(),
      permissions: z.array(zMemberPermission),
    }),
  ),
  invitations: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.date(), expiresAt: z.date() })),
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type TMembersOutput = z.infer<typeof ZMembersOutput>;

export const zInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, WORKSPACE_MESSAGES.inviteInvalid);
export const ZInvitationInput = z.object({ region: zRegion, token: zInvitationToken });
export const ZInvitationPreview = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  invitedByEmail: z.string(),
  email: z.string(),
  region: zRegion,
});

export const ZSelectWorkspaceInput = ZWorkspaceScopeInput;

export const ZWorkspaceSecretOutput = z.object({ workspaceSecret: z.string() });

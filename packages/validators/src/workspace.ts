import { z } from "zod";
import { zRegion } from "./region";

export const zWorkspaceId = z.string().regex(/^[A-Za-z0-9]{15}$/, "Workspace not found");
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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The signed-in person as carried by the session cookie. */
export const ZSessionInfo = z.object({ userId: z.string().min(1), email: z.string().min(3), region: zRegion });
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

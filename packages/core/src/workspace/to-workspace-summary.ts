import type { PublicWorkspace, Region } from "@parlo/db";
import type { TWorkspaceSummary } from "@parlo/validators";
import { z } from "zod";
import { planOf } from "../billing/billing-workspace";

const ZInternal = z.object({ whitelabelTrialEndsAt: z.coerce.date().optional() }).catch({});

/** A workspace row as the apps see it, for the member with the given role. */
export function toWorkspaceSummary(
  workspace: PublicWorkspace,
  region: Region,
  role: "owner" | "member",
): TWorkspaceSummary {
  return {
    id: workspace.id,
    region,
    workspaceName: workspace.workspaceName,
    workspacePhotoURL: workspace.workspacePhotoURL,
    isMain: workspace.isMain && role === "owner",
    role,
    loadTokens: workspace.loadTokens.toNumber(),
    // a live paid plan (an unfinished 3-D Secure attempt or an ended subscription does not count)
    hasSubscription: planOf(workspace) !== "free",
    createdAt: workspace.createdAt,
    whitelabelTrialEndsAt: ZInternal.parse(workspace.internal).whitelabelTrialEndsAt ?? null,
  };
}

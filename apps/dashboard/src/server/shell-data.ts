import "server-only";
import type { Region } from "@parlo/db";
import type { TSessionUser, TWorkspaceSummary } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { serverCaller } from "./caller";

export interface ShellData {
  me: TSessionUser;
  workspaces: TWorkspaceSummary[];
  /** the workspace shown in this region, or null when the user has none here */
  workspace: TWorkspaceSummary | null;
}

/**
 * The signed-in user, their workspaces and the current workspace of a region (the one chosen last
 * in the switcher when it is in this region, else the main one here, else the first one here).
 * Signs out a session whose account is gone. Cached per request.
 */
export const getShellData = cache(async (region: Region): Promise<ShellData> => {
  const api = await serverCaller();
  const me = await api.auth.me().catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") redirect("/api/session/end");
    throw error;
  });
  const workspaces = await api.workspace.list();
  const here = workspaces.filter((w) => w.region === region);
  const chosen = me.lastWorkspace?.region === region ? here.find((w) => w.id === me.lastWorkspace?.id) : undefined;
  return { me, workspaces, workspace: chosen ?? here.find((w) => w.isMain) ?? here[0] ?? null };
});

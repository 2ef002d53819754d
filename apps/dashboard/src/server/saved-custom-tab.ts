import "server-only";
import type { TCustomTab, TRegion } from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import { findCustomTab } from "@parlo/core";
import { serverCaller } from "./caller";

export type SavedCustomTab =
  | { status: "found"; tab: TCustomTab }
  /** the agency (or the workspace's first save) has no tab at this address */
  | { status: "missing" }
  /** the signed-in person may not read this workspace's agency (not its owner), or the input is malformed */
  | { status: "refused" };

/**
 * The SAVED custom tab at an address of a workspace's agency, read through `agency.get` as the
 * signed-in person (the procedure's rule decides who may: the workspace owner).
 */
export async function savedCustomTab(input: {
  region: TRegion;
  workspaceId: string;
  href: string;
}): Promise<SavedCustomTab> {
  try {
    const api = await serverCaller();
    const { agency } = await api.agency.get({ region: input.region, workspaceId: input.workspaceId });
    const tab = findCustomTab(agency?.customTabs ?? [], input.href);
    return tab ? { status: "found", tab } : { status: "missing" };
  } catch (error) {
    if (error instanceof TRPCError && REFUSALS.has(error.code)) return { status: "refused" };
    throw error;
  }
}

const REFUSALS = new Set<TRPCError["code"]>(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "BAD_REQUEST"]);

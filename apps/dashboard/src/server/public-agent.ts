import "server-only";
import { DomainError, loadRuntimeAgent, toRuntimeAgent, withTeamPresence } from "@parlo/core";
import type { Region } from "@parlo/db";
import type { TRuntimeAgent } from "@parlo/validators";
import { getDeps } from "./deps";

/**
 * What the public agent pages (widget iframe, share, Demo) show of an agent, exactly as the runtime
 * sees it: the published document when there is one, else the draft. Null for a malformed id or an
 * unknown agent.
 */
export async function getPublicAgent(region: Region, agentId: string): Promise<TRuntimeAgent | null> {
  if (!/^[A-Za-z0-9]{16}$/.test(agentId)) return null;
  try {
    const { db } = getDeps();
    const agent = await loadRuntimeAgent({ db, region, agentId, useDraft: false });
    return await withTeamPresence(
      { db, region, workspaceId: agent.workspaceId, agentId },
      toRuntimeAgent(agent.document),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

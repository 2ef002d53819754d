import type { Region, RegionalDb } from "@parlo/db";
import type { TRuntimeAgent } from "@parlo/validators";
import { withTeamPresence } from "../workspace/team-presence";
import { loadRuntimeAgent } from "./load-runtime-agent";
import { toRuntimeAgent } from "./to-runtime-agent";

/**
 * The agent's draft as the chat shows it (title, theme, greeting, team presence): what the
 * dashboard's test panel draws before any conversation exists, which starts with the first message.
 */
export async function loadDraftRuntimeAgent(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
}): Promise<TRuntimeAgent> {
  const agent = await loadRuntimeAgent({ ...options, useDraft: true });
  return withTeamPresence(
    { db: options.db, region: options.region, workspaceId: agent.workspaceId, agentId: options.agentId },
    toRuntimeAgent(agent.document),
  );
}

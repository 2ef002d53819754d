import type { Region, RegionalDb } from "@parlo/db";
import { saveAgentVersion } from "./save-agent-version";

/**
 * Makes the draft live and saves it as a version (the spec's backup); only the last
 * VERSION_HISTORY_LIMIT (20) versions are kept.
 */
export async function publishAgent(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  /** who published: an e-mail, or "API" for a secret */
  publishedBy: string;
}): Promise<void> {
  await saveAgentVersion({
    db: options.db,
    region: options.region,
    agentId: options.agentId,
    savedBy: options.publishedBy,
    publish: true,
  });
}

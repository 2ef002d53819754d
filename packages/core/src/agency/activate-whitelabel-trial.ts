import type { Region, RegionalDb } from "@parlo/db";
import { AGENCY_LIMITS, AGENCY_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { loadWhitelabelAccess } from "./whitelabel-access";

const DAY_MS = 86_400_000;

/**
 * Starts the workspace's 14-day whitelabel trial (activateWhitelabelTrial): once per workspace,
 * never for a workspace that has the add-on. The check and the write are one conditional UPDATE,
 * so two clicks at once start one trial and the second is refused.
 */
export async function activateWhitelabelTrial(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  now?: Date;
}): Promise<{ trialEndsAt: Date }> {
  const now = options.now ?? new Date();
  const db = options.db.for(options.region);
  const access = await loadWhitelabelAccess(options.db, options.region, options.workspaceId, now);
  if (access.source === "addon") throw new DomainError("CONFLICT", AGENCY_MESSAGES.trialNotNeeded);
  if (access.trialUsed) throw new DomainError("CONFLICT", AGENCY_MESSAGES.trialUsed);

  const trialEndsAt = new Date(now.getTime() + AGENCY_LIMITS.trialDays * DAY_MS);
  const started = await db.$executeRaw`
    UPDATE "Workspace"
    SET "internal" = "internal" || jsonb_build_object('whitelabel_trial', true, 'whitelabelTrialEndsAt', ${trialEndsAt.toISOString()}::text)
    WHERE "id" = ${options.workspaceId}
      AND NOT ("internal" ? 'whitelabel_trial')
      AND NOT ("internal" ? 'whitelabelTrialEndsAt')`;
  if (started !== 1) throw new DomainError("CONFLICT", AGENCY_MESSAGES.trialUsed);
  return { trialEndsAt };
}

import type { Region, RegionalDb } from "@parlo/db";
import { AGENCY_MESSAGES, WHITELABEL_ADDON_ID, type TWhitelabelAccess } from "@parlo/validators";
import { z } from "zod";
import { addonsOf, planOf, type PlanColumns } from "../billing/billing-workspace";
import { DomainError } from "../errors";

/** The trial's keys in the workspace's `internal` object (spec: whitelabel_trial, whitelabelTrialEndsAt). */
export const ZWhitelabelTrial = z
  .object({
    whitelabel_trial: z.boolean().optional().catch(undefined),
    whitelabelTrialEndsAt: z.coerce.date().optional().catch(undefined),
  })
  .catch({});

/**
 * Whether a workspace may use the whitelabel features now: with the `whitelabel-new` add-on of a
 * live subscription, or while its 14-day trial runs. An expired trial gives nothing (the saved
 * settings stay). Owners without it are offered the add-on alone when they are on pay-as-you-go,
 * the pay-as-you-go plan with the add-on otherwise.
 */
export function whitelabelAccess(workspace: PlanColumns & { internal: unknown }, now: Date): TWhitelabelAccess {
  const trial = ZWhitelabelTrial.parse(workspace.internal);
  const trialEndsAt = trial.whitelabelTrialEndsAt ?? null;
  const trialUsed = Boolean(trial.whitelabel_trial) || trialEndsAt !== null;
  const plan = planOf(workspace);
  const offer = plan === "free" ? "payg_with_addon" : "addon";
  if ((addonsOf(workspace)[WHITELABEL_ADDON_ID] ?? 0) > 0) {
    return { active: true, source: "addon", trialEndsAt, trialUsed, offer };
  }
  const trialRunning = trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
  return { active: trialRunning, source: trialRunning ? "trial" : null, trialEndsAt, trialUsed, offer };
}

/** The workspace columns `whitelabelAccess` reads. */
export const WHITELABEL_COLUMNS = {
  internal: true,
  stripeSubscriptionId: true,
  subscriptionStatus: true,
  stripePlanId: true,
  addonQuantities: true,
} as const;

/** A workspace's whitelabel access now; "Workspace not found" when it is gone. */
export async function loadWhitelabelAccess(
  db: RegionalDb,
  region: Region,
  workspaceId: string,
  now: Date,
): Promise<TWhitelabelAccess> {
  const workspace = await db
    .for(region)
    .workspace.findUnique({ where: { id: workspaceId }, select: WHITELABEL_COLUMNS });
  if (!workspace) throw new DomainError("NOT_FOUND", AGENCY_MESSAGES.workspaceNotFound);
  return whitelabelAccess(workspace, now);
}

/** Refuses a whitelabel feature ("This feature is available in whitelabel addon only") without the add-on or its trial. */
export async function requireWhitelabel(db: RegionalDb, region: Region, workspaceId: string, now: Date): Promise<void> {
  if (!(await loadWhitelabelAccess(db, region, workspaceId, now)).active) {
    throw new DomainError("FORBIDDEN", AGENCY_MESSAGES.whitelabelOnly);
  }
}

import { WHITELABEL_ADDON_ID, type TWhitelabelAccess } from "@parlo/validators";
import { z } from "zod";
import { addonsOf, planOf, type PlanColumns } from "../billing/billing-workspace";

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

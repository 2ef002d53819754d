import { BILLING_MESSAGES, type TChangeAutoBillingInput } from "@parlo/validators";
import { DomainError } from "../errors";
import type { BillingCall } from "./billing-deps";
import { loadBillingWorkspace, mergeInternal } from "./billing-workspace";

/**
 * postChangeAutoBilling: saves the automatic recharge rule (threshold in credits, amount and monthly
 * limit in the workspace's currency) and switches it on or off. The free plan cannot switch it on.
 */
export async function changeAutoBilling(
  call: BillingCall & { input: Omit<TChangeAutoBillingInput, "region" | "workspaceId"> },
): Promise<{ success: boolean; message: string }> {
  const { input } = call;
  const workspace = await loadBillingWorkspace(call.deps.db, call.region, call.workspaceId);
  if (input.autoBilling && workspace.plan === "free") {
    throw new DomainError("FORBIDDEN", BILLING_MESSAGES.freePlanNoAutocharge);
  }
  await mergeInternal(call.deps.db, call.region, call.workspaceId, {
    autochargeCreditThreshold: input.threshold,
    autochargeCreditAmount: input.amount,
    monthlyChargeLimit: input.monthlyChargeLimit,
  });
  await call.deps.db
    .for(call.region)
    .workspace.update({ where: { id: call.workspaceId }, data: { automaticBilling: input.autoBilling } });
  return { success: true, message: BILLING_MESSAGES.autochargeSaved };
}

import type { Prisma, Region } from "@parlo/db";
import { ORG_AUTO_RECHARGE } from "@parlo/validators";
import { rechargeWhenLow } from "../billing/auto-recharge";
import type { CoreDeps } from "../deps";
import { maybeOrgAutoRecharge } from "./maybe-org-auto-recharge";

/** What the runtime reports after an answer was paid for (sendMessage's onCharged). */
export interface AnswerCharge {
  workspaceId: string;
  /** the org that paid, or null when the workspace did */
  orgId: string | null;
  /** the payer's balance now */
  balanceAfter: Prisma.Decimal;
}

/**
 * The runtime's onCharged: a workspace's charge goes to the workspace's automatic recharge
 * (rechargeWhenLow, unchanged); an org's charge under the highest possible org threshold starts
 * the org's recharge check in the background (which decides, under its claim, whether the org is
 * under its own threshold). Ordinary answers cost nothing more than the comparison. Answers the
 * org check it started (settled, never rejected), or null when none was started.
 */
export function rechargeAfterCharge(deps: CoreDeps, region: Region): (charge: AnswerCharge) => Promise<void> | null {
  const workspaceRecharge = rechargeWhenLow(deps, region);
  return (charge) => {
    if (charge.orgId === null) {
      workspaceRecharge({ workspaceId: charge.workspaceId, balanceAfter: charge.balanceAfter });
      return null;
    }
    if (!deps.billing || !charge.balanceAfter.lt(ORG_AUTO_RECHARGE.threshold.max)) return null;
    return maybeOrgAutoRecharge({ deps, region, orgId: charge.orgId }).then(
      () => undefined,
      (error: unknown) =>
        console.error("billing: org automatic recharge", error instanceof Error ? error.message : error),
    );
  };
}

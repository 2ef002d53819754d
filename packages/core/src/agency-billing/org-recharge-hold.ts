import type { OrgRechargeIssue, Region } from "@parlo/db";
import type { CoreDeps } from "../deps";

/** A charge in progress holds the org this long (a process that died mid-charge frees it then). */
export const ORG_RECHARGE_CHARGE_HOLD_MINUTES = 15;
/**
 * A payment link waiting for the card holder, or a declined card, holds the org this long: the
 * link's Checkout Session lives 24 hours, and a declined card is not retried more than once a day
 * (saving another card ends that hold at once).
 */
export const ORG_RECHARGE_ISSUE_HOLD_HOURS = 24;

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

/** The hold a claim takes at `now`: it ends after the charge's 15 minutes. */
export const chargeHoldUntil = (now: Date): Date => minutes(now, ORG_RECHARGE_CHARGE_HOLD_MINUTES);

/**
 * The charge under the hold `heldUntil` did not go through: the org is held for a day with the
 * issue the portal shows. Only that hold is replaced (a later claim is its taker's).
 */
export async function holdOrgRechargeForIssue(call: {
  deps: CoreDeps;
  region: Region;
  orgId: string;
  heldUntil: Date;
  now: Date;
  issue: OrgRechargeIssue;
  /** the card's decline message, or the payment link */
  detail: string | null;
}): Promise<void> {
  await call.deps.db.for(call.region).org.updateMany({
    where: { id: call.orgId, autochargeHeldUntil: call.heldUntil },
    data: {
      autochargeHeldUntil: minutes(call.now, ORG_RECHARGE_ISSUE_HOLD_HOURS * 60),
      autochargeIssue: call.issue,
      autochargeIssueDetail: call.detail,
    },
  });
}

/** A recharge was paid (off-session, or through the e-mailed link): no hold, no issue. */
export async function clearOrgRechargeHold(deps: CoreDeps, region: Region, orgId: string): Promise<void> {
  await deps.db.for(region).org.updateMany({
    where: { id: orgId },
    data: { autochargeHeldUntil: null, autochargeIssue: null, autochargeIssueDetail: null },
  });
}

/**
 * The org saved another card: a hold for a declined card ends, so the next drop under the
 * threshold charges the new card. A payment link still waiting keeps its hold (paying it and
 * charging the new card would recharge twice).
 */
export async function releaseDeclinedRechargeHold(deps: CoreDeps, region: Region, orgId: string): Promise<void> {
  await deps.db.for(region).org.updateMany({
    where: { id: orgId, autochargeIssue: "declined" },
    data: { autochargeHeldUntil: null, autochargeIssue: null, autochargeIssueDetail: null },
  });
}

import { Prisma, type Region } from "@parlo/db";
import { AGENCY_BILLING_MESSAGES, type TAgencyBillingState } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { toAgencyBillingState, storedPlans } from "./agency-billing-state";
import { agencyPricing } from "./agency-pricing";
import { requireOwnerAgency } from "./connected-agency";
import { withConnectError } from "./connect-errors";
import { syncPlansToStripe, withAgencyLock } from "./upsert-agency-plans";

/**
 * Step 3, Save billing settings: the extra per credit and whether clients may subscribe to plans.
 * Saved plans follow a new price at once (their Stripe prices are replaced), so what a client is
 * charged is always what the tab shows.
 */
export async function saveBillingSettings(options: {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
  usdPerCreditExtra: string;
  allowPlans: boolean;
}): Promise<TAgencyBillingState> {
  const owner = await requireOwnerAgency(options.deps.db, options.region, options.workspaceId);
  if (!owner.stripeAccountId) throw new DomainError("BAD_REQUEST", AGENCY_BILLING_MESSAGES.noAccount);
  const saved = await withAgencyLock(options.deps, options.region, owner.id, async (agency, tx) => {
    const changed = await tx.agency.update({
      where: { id: agency.id },
      data: {
        usdPerCreditExtra: new Prisma.Decimal(options.usdPerCreditExtra),
        allowPlans: options.allowPlans,
        billingSettingsSaved: true,
      },
    });
    const plans = storedPlans(changed, agencyPricing(changed));
    const stripe = options.deps.billing?.stripe;
    if (!stripe || plans.length === 0 || !changed.stripeConnected) return changed;
    const synced = await withConnectError(() => syncPlansToStripe({ stripe, agency: changed, drafts: plans }));
    return tx.agency.update({ where: { id: agency.id }, data: { clientPlans: synced } });
  });
  return toAgencyBillingState(options.deps, saved);
}

import type { Region } from "@parlo/db";
import {
  CLIENT_MESSAGES,
  readAgencyAutoBilling,
  type TAgencyAutoBilling,
  type TAgencyBillingState,
} from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { requireWhitelabel } from "../agency/whitelabel-access";
import { toAgencyBillingState } from "./agency-billing-state";
import { requireOwnerAgency } from "./connected-agency";

/** Whether an org made now starts with Enable Billing on: the agency asks for it and its payments are connected. */
export function newOrgAllowsBilling(agency: { settings: unknown; stripeConnected: boolean }): boolean {
  return agency.stripeConnected && readAgencyAutoBilling(agency.settings).newOrgsAllowBilling;
}

/**
 * The Auto Billing tab's Save: whitelabel add-on (or its trial) only; billing for new
 * organizations needs connected payments. One UPDATE merges the `clientBilling` key into the
 * agency's settings, so the SAAS Mode and footer keys saved at the same time are kept.
 */
export async function saveAutoBilling(options: {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
  autoBilling: TAgencyAutoBilling;
  now?: Date;
}): Promise<TAgencyBillingState> {
  const db = options.deps.db.for(options.region);
  await requireWhitelabel(options.deps.db, options.region, options.workspaceId, options.now ?? new Date());
  const agency = await requireOwnerAgency(options.deps.db, options.region, options.workspaceId);
  if (options.autoBilling.newOrgsAllowBilling && !agency.stripeConnected) {
    throw new DomainError("BAD_REQUEST", CLIENT_MESSAGES.billingNeedsPayments);
  }
  const json = JSON.stringify({ clientBilling: options.autoBilling });
  await db.$executeRaw`
    UPDATE "Agency"
    SET "settings" = CASE WHEN jsonb_typeof("settings") = 'object' THEN "settings" ELSE '{}'::jsonb END || ${json}::jsonb
    WHERE "id" = ${agency.id}`;
  return toAgencyBillingState(
    options.deps,
    await requireOwnerAgency(options.deps.db, options.region, options.workspaceId),
  );
}

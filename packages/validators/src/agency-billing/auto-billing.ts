/**
 * The Auto Billing tab (whitelabel add-on only): how the agency bills its clients, kept in
 * `Agency.settings.clientBilling` (agency-shell-dashboards.md sections 2 and 6).
 */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";

export const ZAgencyAutoBilling = z.object({
  /** new organizations (the owner's, and clients' own sign-ups) start with Enable Billing on */
  newOrgsAllowBilling: z.boolean(),
  /** clients may buy credits with their card */
  allowCreditPurchases: z.boolean(),
  /** org admins may turn on the automatic recharge */
  allowAutoRecharge: z.boolean(),
});
export type TAgencyAutoBilling = z.infer<typeof ZAgencyAutoBilling>;

export const DEFAULT_AGENCY_AUTO_BILLING: TAgencyAutoBilling = {
  newOrgsAllowBilling: false,
  allowCreditPurchases: true,
  allowAutoRecharge: true,
};

const ZStoredAutoBilling = z
  .object({
    newOrgsAllowBilling: z.boolean().catch(DEFAULT_AGENCY_AUTO_BILLING.newOrgsAllowBilling),
    allowCreditPurchases: z.boolean().catch(DEFAULT_AGENCY_AUTO_BILLING.allowCreditPurchases),
    allowAutoRecharge: z.boolean().catch(DEFAULT_AGENCY_AUTO_BILLING.allowAutoRecharge),
  })
  .partial()
  .catch({});

/** The agency's Auto Billing switches from its `settings` JSON, complete with defaults. */
export function readAgencyAutoBilling(settings: unknown): TAgencyAutoBilling {
  const stored =
    typeof settings === "object" && settings !== null && "clientBilling" in settings ? settings.clientBilling : {};
  return { ...DEFAULT_AGENCY_AUTO_BILLING, ...ZStoredAutoBilling.parse(stored) };
}

export const ZSaveAutoBillingInput = ZWorkspaceScopeInput.extend({ autoBilling: ZAgencyAutoBilling });
